import type { AppProps } from 'single-spa';
import { useLocation } from 'react-router-dom';
import { useSession } from '../state/hooks';
import { createRemoteLifecycles } from './createRemoteLifecycles';
import type { RemoteRootProps } from './reactLifecycles';

type GreetingProps = { greeting: string };

function RemoteRoot({ greeting, name }: RemoteRootProps<GreetingProps>) {
  const { pathname } = useLocation();
  const session = useSession();
  return (
    <p>
      {greeting} from {name} at {pathname}, {session ? 'signed in' : 'signed out'}
    </p>
  );
}

function BrokenRoot(): never {
  throw new Error('render failed');
}

function singleSpaProps(domElement: HTMLElement): AppProps & { domElement: HTMLElement } {
  return { name: 'mf_test', singleSpa: {}, mountParcel: jest.fn(), domElement };
}

function createMountPoint(): HTMLElement {
  const domElement = document.createElement('div');
  document.body.append(domElement);
  return domElement;
}

describe('createRemoteLifecycles', () => {
  it('mounts the root with router, store and props into the given element, then unmounts it', async () => {
    const lifecycles = createRemoteLifecycles(RemoteRoot, { name: 'mf_test' });
    const domElement = createMountPoint();
    const props = { ...singleSpaProps(domElement), greeting: 'Hello' };

    await lifecycles.bootstrap(props);
    await lifecycles.mount(props);
    expect(domElement).toHaveTextContent('Hello from mf_test at /, signed out');

    await lifecycles.unmount(props);
    expect(domElement).toBeEmptyDOMElement();
  });

  it('passes new props to a mounted parcel through update', async () => {
    const lifecycles = createRemoteLifecycles(RemoteRoot, { name: 'mf_test' });
    const domElement = createMountPoint();
    const props = { ...singleSpaProps(domElement), greeting: 'Hello' };

    await lifecycles.bootstrap(props);
    await lifecycles.mount(props);
    await lifecycles.update({ ...props, greeting: 'Welcome back' });
    expect(domElement).toHaveTextContent('Welcome back from mf_test at /, signed out');

    await lifecycles.unmount(props);
  });

  it('shows the fallback card when the root fails to render', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const lifecycles = createRemoteLifecycles(BrokenRoot, { name: 'mf_broken' });
    const domElement = createMountPoint();
    const props = singleSpaProps(domElement);

    await lifecycles.bootstrap(props);
    await lifecycles.mount(props);
    expect(domElement).toHaveTextContent('There has been an unexpected error');
    expect(domElement.querySelector('button')).toHaveTextContent('Retry page');

    await lifecycles.unmount(props);
    jest.restoreAllMocks();
  });
});
