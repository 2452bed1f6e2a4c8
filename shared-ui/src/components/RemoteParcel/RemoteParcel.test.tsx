import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ParcelConfig } from 'single-spa';
import { provideRemoteModuleLoader, RefnetProviders } from '@refnet/shared-ui';
import { RemoteParcel } from './RemoteParcel';

type GreetingProps = { greeting: string; domElement?: HTMLElement };

/** A parcel that writes its greeting into the element it is given, and records its lifecycle. */
function fakeParcel() {
  const events: string[] = [];
  const write = (props: GreetingProps) => {
    if (props.domElement) props.domElement.textContent = `Parcel says ${props.greeting}`;
  };
  const config: ParcelConfig<GreetingProps> = {
    bootstrap: async () => void events.push('bootstrap'),
    mount: async (props) => {
      events.push('mount');
      write(props);
    },
    update: async (props) => {
      events.push('update');
      write(props);
    },
    unmount: async (props) => {
      events.push('unmount');
      if (props.domElement) props.domElement.textContent = '';
    },
  };
  return { config, events };
}

function showParcel(greeting = 'hello') {
  const view = render(
    <RefnetProviders>
      <RemoteParcel id="mf_test/greeting" parcelProps={{ greeting }} />
    </RefnetProviders>,
  );
  const rerender = (next: string) =>
    view.rerender(
      <RefnetProviders>
        <RemoteParcel id="mf_test/greeting" parcelProps={{ greeting: next }} />
      </RefnetProviders>,
    );
  return { ...view, rerender };
}

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

describe('RemoteParcel', () => {
  it('loads the exposed module by id and mounts it with the given props', async () => {
    const parcel = fakeParcel();
    const load = jest.fn(async () => parcel.config);
    provideRemoteModuleLoader(load);
    showParcel();
    expect(await screen.findByText('Parcel says hello')).toBeInTheDocument();
    expect(load).toHaveBeenCalledWith('mf_test/greeting');
    expect(parcel.events).toEqual(['bootstrap', 'mount']);
  });

  it('passes new props to the mounted parcel through update', async () => {
    const parcel = fakeParcel();
    provideRemoteModuleLoader(async () => parcel.config);
    const { rerender } = showParcel('hello');
    await screen.findByText('Parcel says hello');
    rerender('goodbye');
    expect(await screen.findByText('Parcel says goodbye')).toBeInTheDocument();
    expect(parcel.events).toContain('update');
  });

  it('unmounts the parcel when it leaves the page', async () => {
    const parcel = fakeParcel();
    provideRemoteModuleLoader(async () => parcel.config);
    const { unmount } = showParcel();
    await screen.findByText('Parcel says hello');
    unmount();
    await waitFor(() => expect(parcel.events).toContain('unmount'));
  });

  it('shows the unavailable card when the remote cannot be loaded, and Retry loads it again', async () => {
    const parcel = fakeParcel();
    const load = jest
      .fn<Promise<unknown>, [string]>()
      .mockRejectedValueOnce(new Error('manifest unreachable'))
      .mockResolvedValue(parcel.config);
    provideRemoteModuleLoader(load);
    showParcel();
    expect(await screen.findByText('This part of RefNet is unavailable')).toBeInTheDocument();
    expect(screen.queryByText('Parcel says hello')).not.toBeInTheDocument();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Parcel says hello')).toBeInTheDocument();
    expect(screen.queryByText('This part of RefNet is unavailable')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shows the unavailable card when the remote does not expose the module', async () => {
    provideRemoteModuleLoader(async () => undefined);
    showParcel();
    expect(await screen.findByRole('alert')).toHaveTextContent('This part of RefNet is unavailable');
  });

  it('shows the unavailable card when the parcel fails to mount', async () => {
    const parcel = fakeParcel();
    provideRemoteModuleLoader(async () => ({
      ...parcel.config,
      mount: async () => Promise.reject(new Error('render failed')),
    }));
    showParcel();
    expect(await screen.findByText('This part of RefNet is unavailable')).toBeInTheDocument();
  });
});
