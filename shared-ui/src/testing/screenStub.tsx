import type { ScreenProps } from '../routing/OwnedRoutes';

/**
 * A stand-in for a lazily loaded screen, for tests of which screen a route loads: its heading names the
 * screen and the route ("UsersScreen at /staff/users"), and loading it costs nothing. Use it in a
 * `jest.mock` factory of the screen's module; each real screen is tested in its own file.
 */
export function screenStub(name: string) {
  return function ScreenStub({ route }: ScreenProps) {
    return <h1>{`${name} at ${route.path}`}</h1>;
  };
}
