import type { AppProps } from 'single-spa';
import { useInRouterContext } from 'react-router-dom';
import { useSession } from '../state/hooks';
import { createParcelLifecycles } from './createParcelLifecycles';
import type { RemoteRootProps } from './reactLifecycles';

type GreetingProps = { greeting: string };

function ParcelRoot({ greeting }: RemoteRootProps<GreetingProps>) {
  const session = useSession();
  return (
    <p>
      {greeting}, {session ? 'signed in' : 'signed out'}, {useInRouterContext() ? 'routed' : 'no router'}
    </p>
  );
}

function singleSpaProps(domElement: HTMLElement): AppProps & { domElement: HTMLElement } {
  return { name: 'mf_test_parcel', singleSpa: {}, mountParcel: jest.fn(), domElement };
}

describe('createParcelLifecycles', () => {
  it('mounts the parcel with the store and its props but no router, updates its props, and unmounts it', async () => {
    const lifecycles = createParcelLifecycles(ParcelRoot, { name: 'mf_test_parcel' });
    const domElement = document.createElement('div');
    document.body.append(domElement);
    const props = { ...singleSpaProps(domElement), greeting: 'Hello' };

    await lifecycles.bootstrap(props);
    await lifecycles.mount(props);
    expect(domElement).toHaveTextContent('Hello, signed out, no router');
    await lifecycles.update({ ...props, greeting: 'Welcome back' });
    expect(domElement).toHaveTextContent('Welcome back, signed out, no router');

    await lifecycles.unmount(props);
    expect(domElement).toBeEmptyDOMElement();
  });
});
