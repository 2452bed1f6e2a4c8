import net, { type AddressInfo } from 'node:net';

/** A TCP forwarder to a server that a test can take down (refusing connections) and bring back. */
export interface TcpProxy {
  readonly port: number;
  /** Closes the listener and cuts every connection through it. */
  stop(): Promise<void>;
  /** Listens again, on the same port. */
  start(): Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const sockets = new Set<net.Socket>();
  let server: net.Server | undefined;
  let port = 0;
  const track = (socket: net.Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  };
  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const listening = net.createServer((client) => {
        const upstream = net.connect(target.port, target.host);
        track(client);
        track(upstream);
        client.on('close', () => upstream.destroy());
        upstream.on('close', () => client.destroy());
        client.pipe(upstream).pipe(client);
      });
      listening.once('error', reject);
      listening.listen(port, '127.0.0.1', () => {
        port = (listening.address() as AddressInfo).port;
        server = listening;
        resolve();
      });
    });
  await listen();
  return {
    get port() {
      return port;
    },
    start: listen,
    stop: () =>
      new Promise<void>((resolve) => {
        const closing = server;
        server = undefined;
        for (const socket of sockets) socket.destroy();
        if (closing) closing.close(() => resolve());
        else resolve();
      }),
  };
}
