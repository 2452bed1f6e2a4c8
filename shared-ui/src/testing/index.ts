// @refnet/shared-ui/testing: fixtures and helpers for the jest tests of shared-ui, the shell and the remotes.
// Tests only: not a shared (Module Federation) entry, and nothing outside a test imports it.
export { chooseOption } from './antdSelect';
export { fakeTransport, replyingWith, type FakeReply, type FakeTransport } from './fakeTransport';
export { fetchAnswering, type FetchAnswer } from './fakeFetch';
export { watchFileSaves, type SavedFile } from './fileSaves';
export { AGREEMENTS, appConfig, JOB_ROLES, clinicianSession, staffSession } from './fixtures';
export { keysetPageOf, sortNewestFirst } from './keysetPages';
export { screenStub } from './screenStub';
export { PATIENT_FORM_FIELDS, patientFixture, patientList } from './patients';
export { DELEGATE_USER_PROFILE_ID, signInAs, signInDelegate, signOut, type SignInOptions } from './signIn';
export { viewportOf } from './viewport';
export { entryWithCalls } from './entryWithCalls';
export { REFERRED_ENTRY, TIMELINE_PEOPLE } from './timeline';
