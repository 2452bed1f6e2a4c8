// Test-only: a fake API for the search screen and the picker, and the browser's location.
import type { ClinicianListRequest, ClinicianListResponse } from '@refnet/contracts/clinicians';
import type { GetGpsResponse } from '@refnet/contracts/accounts';
import { apiClient } from '@refnet/shared-ui';
import {
  AGREEMENTS,
  fakeTransport,
  JOB_ROLES,
  type FakeReply,
  type FakeTransport,
} from '@refnet/shared-ui/testing';

type SentRequest = Parameters<Parameters<typeof fakeTransport>[0]>[0];

export interface FakeClinicianApi {
  /** Every POST /clinician-list/ body, in order. */
  searches: () => ClinicianListRequest[];
  /** Every POST /get-gps/ postcode, in order. */
  postcodes: () => string[];
  /** Holds the answers to searches back until the returned function is called. */
  holdSearches: () => () => void;
}

export interface FakeClinicianApiAnswers {
  /** The answer to each search. */
  search: (request: ClinicianListRequest) => ClinicianListResponse | FakeReply;
  locate?: (postCode: string) => GetGpsResponse | FakeReply;
}

const isReply = (answer: object): answer is Exclude<FakeReply, 'network-error'> => 'status' in answer;
const bodyOf = <Body>(request: SentRequest) => JSON.parse(String(request.data)) as Body;

/** Answers the search page's calls through apiClient; restore the real adapter with the returned function. */
export function fakeClinicianApi(
  answers: FakeClinicianApiAnswers,
): FakeClinicianApi & { restore: () => void } {
  const realAdapter = apiClient.defaults.adapter;
  const reply = (answer: object | FakeReply): FakeReply =>
    answer === 'network-error' || isReply(answer as object)
      ? (answer as FakeReply)
      : { status: 200, data: answer };
  const transport = fakeTransport((request) => {
    switch (request.url) {
      case '/job-roles/':
        return {
          status: 200,
          data: { jobRoles: JOB_ROLES, clinicianTypes: [], specialties: [], doctorIds: [] },
        };
      case '/insurance-agreements/':
        return { status: 200, data: { insuranceAgreements: AGREEMENTS } };
      case '/clinician-list/':
        return reply(answers.search(bodyOf<ClinicianListRequest>(request)));
      case '/get-gps/':
        return reply(answers.locate?.(bodyOf<{ postCode: string }>(request).postCode) ?? { status: 400 });
      default:
        return { status: 404 };
    }
  });
  const sent: SentRequest[] = [];
  let held = Promise.resolve();
  const adapter: FakeTransport['adapter'] = async (request) => {
    sent.push(request);
    if (request.url === '/clinician-list/') await held;
    return transport.adapter(request);
  };
  apiClient.defaults.adapter = adapter;
  const bodies = <Body>(url: string) =>
    sent.filter((request) => request.url === url).map((request) => bodyOf<Body>(request));
  return {
    searches: () => bodies<ClinicianListRequest>('/clinician-list/'),
    postcodes: () => bodies<{ postCode: string }>('/get-gps/').map((body) => body.postCode),
    holdSearches: () => {
      let release = () => undefined as void;
      held = new Promise((resolve) => (release = resolve));
      return () => {
        release();
        held = Promise.resolve();
      };
    },
    restore: () => {
      apiClient.defaults.adapter = realAdapter;
    },
  };
}

type Locate = (success: PositionCallback, failure: PositionErrorCallback, options?: PositionOptions) => void;

function setGeolocation(getCurrentPosition: Locate | undefined) {
  Object.defineProperty(window.navigator, 'geolocation', {
    configurable: true,
    value: getCurrentPosition && { getCurrentPosition: jest.fn(getCurrentPosition) },
  });
}

/** The browser gives this location. */
export const grantLocation = (latitude: number, longitude: number) =>
  setGeolocation((success) => success({ coords: { latitude, longitude } } as GeolocationPosition));

/** The user refused to share their location. */
export const denyLocation = () =>
  setGeolocation((_success, failure) =>
    failure({
      code: 1,
      message: 'User denied Geolocation',
      PERMISSION_DENIED: 1,
    } as GeolocationPositionError),
  );

/** The browser could not locate: POSITION_UNAVAILABLE (2) or TIMEOUT (3). */
export const failLocation = (code: 2 | 3) =>
  setGeolocation((_success, failure) =>
    failure({
      code,
      message: 'Position unavailable or timed out',
      PERMISSION_DENIED: 1,
    } as GeolocationPositionError),
  );

/** The browser never answers (a permission prompt left open). */
export const neverLocate = () => setGeolocation(() => undefined);

/** A browser without geolocation. */
export const noGeolocation = () => setGeolocation(undefined);
