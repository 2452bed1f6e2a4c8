import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { attachmentUploadResponseSchema } from '@refnet/contracts/conversation';
import { eq } from 'drizzle-orm';
import type { RefnetApp } from '../src/app.js';
import type { Database } from '../src/db/database.js';
import { referralAttachments } from '../src/db/schema.js';
import { REFERRAL_API_MESSAGES } from '../src/modules/referrals/messages.js';
import { danger, setUpTestApp } from './helpers/app.js';
import { attachmentCaller, TINY_PDF, TINY_PNG } from './helpers/attachments.js';
import { createTestDelegate } from './helpers/clinicians.js';
import { newReferral, newReferralClinician, type ReferralClinician } from './helpers/referrals.js';

let app: RefnetApp;
let db: Database;
setUpTestApp((started) => ({ app, db } = started));

/** A signed-in delegate of `clinician` with exactly these permissions, as an attachment caller. */
async function delegateOf(
  clinician: ReferralClinician,
  name: string,
  permissions: { view: boolean; create: boolean; manage: boolean },
) {
  const delegate = await createTestDelegate(db, `${name}@refnet.test`, clinician.user.userProfileId, {
    permissionViewReferrals: permissions.view,
    permissionCreateReferrals: permissions.create,
    permissionManageReferrals: permissions.manage,
  });
  return { delegate, files: await attachmentCaller(app, delegate) };
}

describe("delegates act on their clinician's files with the permission the act needs", () => {
  test('manage attaches (recorded as the delegate, for the clinician); viewReferrals reads', async () => {
    const sender = await newReferralClinician(app, db, 'delegates.sender', 'Orthoptist');
    const receiver = await newReferralClinician(app, db, 'delegates.receiver', 'Orthoptist');
    const { id: referralId } = await newReferral(sender, receiver);

    const manager = await delegateOf(sender, 'delegates.manager', {
      view: false,
      create: false,
      manage: true,
    });
    const attached = await manager.files.upload(referralId, { fileName: 'letter.pdf', content: TINY_PDF });
    assert.equal(attached.statusCode, 200, attached.body);
    const { id } = attachmentUploadResponseSchema.parse(attached.json()).attachment;
    const [row] = await db.select().from(referralAttachments).where(eq(referralAttachments.id, id));
    assert.equal(row?.uploadedByUserProfileId, manager.delegate.userProfileId);
    assert.equal(row?.onBehalfOfUserProfileId, sender.user.userProfileId);

    const viewer = await delegateOf(sender, 'delegates.viewer', { view: true, create: true, manage: false });
    const refused = await viewer.files.upload(referralId, { fileName: 'more.png', content: TINY_PNG });
    assert.equal(refused.statusCode, 403, refused.body);
    assert.deepEqual(refused.json(), danger(REFERRAL_API_MESSAGES.cannotManage));
    const read = await viewer.files.read(referralId, id);
    assert.equal(read.statusCode, 200);
    assert.deepEqual(read.rawPayload, TINY_PDF);

    // The manager may attach but not read: reading needs viewReferrals.
    const blind = await manager.files.read(referralId, id);
    assert.equal(blind.statusCode, 403, blind.body);
    assert.deepEqual(blind.json(), danger(REFERRAL_API_MESSAGES.cannotViewReferrals));

    // The receiver's delegate reads only once the receiver has accepted, like the receiver.
    const receiving = await delegateOf(receiver, 'delegates.receiving', {
      view: true,
      create: false,
      manage: true,
    });
    assert.equal((await receiving.files.read(referralId, id)).statusCode, 403);
    const accepted = await receiver.call('POST', `/referrals/accept/${referralId}/`);
    assert.equal(accepted.statusCode, 200, accepted.body);
    assert.equal((await receiving.files.read(referralId, id)).statusCode, 200);

    // Another clinician's delegate, whatever their permissions: the referral is not theirs (404).
    const stranger = await newReferralClinician(app, db, 'delegates.stranger', 'Orthoptist');
    const outsider = await delegateOf(stranger, 'delegates.outsider', {
      view: true,
      create: true,
      manage: true,
    });
    assert.equal((await outsider.files.read(referralId, id)).statusCode, 404);
    const outsiderUpload = await outsider.files.upload(referralId, { fileName: 'x.pdf', content: TINY_PDF });
    assert.equal(outsiderUpload.statusCode, 404, outsiderUpload.body);
  });
});
