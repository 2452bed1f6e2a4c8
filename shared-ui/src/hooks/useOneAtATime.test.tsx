import { act, render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from 'antd';
import { useOneAtATime } from './useOneAtATime';

/** A promise the test settles. */
function deferred() {
  let settle: { resolve: () => void; reject: (error: Error) => void } = {
    resolve: () => undefined,
    reject: () => undefined,
  };
  const promise = new Promise<void>((resolve, reject) => (settle = { resolve, reject }));
  return { promise, ...settle };
}

describe('useOneAtATime', () => {
  it('ignores calls while the first is running, and is pending meanwhile', async () => {
    const call = deferred();
    const action = jest.fn((_id: number) => call.promise);
    const { result } = renderHook(() => useOneAtATime(action));

    let first: Promise<void> = Promise.resolve();
    act(() => {
      first = result.current.run(1);
      void result.current.run(2);
    });
    expect(action).toHaveBeenCalledTimes(1);
    expect(action).toHaveBeenCalledWith(1);
    expect(result.current.pending).toBe(true);

    await act(async () => {
      call.resolve();
      await first;
    });
    expect(result.current.pending).toBe(false);
  });

  it('runs again once the last call has failed', async () => {
    const action = jest.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce(undefined);
    const { result } = renderHook(() => useOneAtATime(action as () => Promise<void>));

    await act(() => expect(result.current.run()).rejects.toThrow('down'));
    expect(result.current.pending).toBe(false);
    await act(() => result.current.run());
    expect(action).toHaveBeenCalledTimes(2);
  });

  it('makes a double click on a button send once', async () => {
    const call = deferred();
    const send = jest.fn(() => call.promise);
    function SendButton() {
      const { run, pending } = useOneAtATime(send);
      return (
        <Button loading={pending} onClick={() => void run()}>
          Send
        </Button>
      );
    }
    render(<SendButton />);

    await userEvent.dblClick(screen.getByRole('button', { name: 'Send' }));
    expect(send).toHaveBeenCalledTimes(1);
    await act(async () => call.resolve());
  });
});
