import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { utimes } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { after, describe, test } from 'node:test';
import {
  ATTACHMENT_MAX_BYTES,
  ATTACHMENT_MESSAGES,
  ATTACHMENTS_PER_REFERRAL,
  attachmentUploadResponseSchema,
} from '@refnet/contracts/conversation';
import { REFERRAL_MESSAGES } from '@refnet/contracts/referrals';
import { count, eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import type { RefnetApp } from '../src/app.js';
import type { Database } from '../src/db/database.js';
import { outboxEmails, referralAttachments, referralUnreadNotices } from '../src/db/schema.js';
import { sweepOrphanFiles } from '../src/modules/attachments/orphan-sweep.js';
import { CONVERSATION_API_MESSAGES } from '../src/modules/conversation/messages.js';
import { newStorageKey } from '../src/storage/file-store.js';
import { danger, setUpTestApp } from './helpers/app.js';
import {
  attachmentCaller,
  EXECUTABLE,
  pdfOfSize,
  TINY_JPEG,
  TINY_PDF,
  TINY_PNG,
  type AttachmentCaller,
} from './helpers/attachments.js';
import { STAFF } from './helpers/admin.js';
import { newReferral, newReferralClinician, type ReferralClinician } from './helpers/referrals.js';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'refnet-attachments-'));
after(() => rmSync(dataDir, { recursive: true, force: true }));

let app: RefnetApp;
let db: Database;
setUpTestApp((started) => ({ app, db } = started), { DATA_DIR: dataDir });

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** Keys of every file the store holds. */
async function storedKeys(): Promise<string[]> {
  const keys: string[] = [];
  for await (const entry of app.fileStore.list()) keys.push(entry.key);
  return keys.sort();
}

const attachmentCount = async (referralId: number) =>
  (
    await db
      .select({ n: count() })
      .from(referralAttachments)
      .where(eq(referralAttachments.referralId, referralId))
  )[0]!.n;

interface Party {
  clinician: ReferralClinician;
  files: AttachmentCaller;
}

async function party(name: string): Promise<Party> {
  const clinician = await newReferralClinician(app, db, name, 'Orthoptist');
  return { clinician, files: await attachmentCaller(app, clinician.user) };
}

/** A pending referral from a new sender to a new receiver. */
async function pendingReferral(prefix: string) {
  const sender = await party(`${prefix}.sender`);
  const receiver = await party(`${prefix}.receiver`);
  const referral = await newReferral(sender.clinician, receiver.clinician);
  return { sender, receiver, referralId: referral.id };
}

function uploaded(response: LightMyRequestResponse) {
  assert.equal(response.statusCode, 200, response.body);
  return attachmentUploadResponseSchema.parse(response.json()).attachment;
}

/** The upload is refused with `status` and `message`, and neither a row nor a stored file is left. */
async function assertRefused(upload: () => Promise<LightMyRequestResponse>, status: number, message: string) {
  const [rowsBefore, keysBefore] = [
    await db.select({ n: count() }).from(referralAttachments),
    await storedKeys(),
  ];
  const response = await upload();
  assert.equal(response.statusCode, status, response.body);
  assert.deepEqual(response.json(), danger(message));
  assert.deepEqual(await db.select({ n: count() }).from(referralAttachments), rowsBefore);
  assert.deepEqual(await storedKeys(), keysBefore);
}

describe('attaching a file (issue 22)', () => {
  test('the sender attaches a PDF to a pending referral: stored whole, recorded, the receiver told', async () => {
    const { sender, receiver, referralId } = await pendingReferral('attach.pdf');
    const emailsBefore = (await db.select({ n: count() }).from(outboxEmails))[0]!.n;
    const attachment = uploaded(
      await sender.files.upload(referralId, {
        fileName: 'Clinic letter.pdf',
        contentType: 'application/pdf',
        content: TINY_PDF,
      }),
    );
    assert.deepEqual(
      { ...attachment, createdAt: typeof attachment.createdAt },
      {
        id: attachment.id,
        fileName: 'Clinic letter.pdf',
        contentType: 'application/pdf',
        sizeBytes: TINY_PDF.length,
        createdAt: 'string',
      },
    );
    const [row] = await db
      .select()
      .from(referralAttachments)
      .where(eq(referralAttachments.id, attachment.id));
    assert.ok(row);
    assert.equal(row.sha256, sha256(TINY_PDF));
    assert.equal(row.uploadedByUserProfileId, sender.clinician.user.userProfileId);
    assert.equal(row.onBehalfOfUserProfileId, null);
    assert.match(row.storageKey, /^[A-Za-z0-9_-]{32}$/);
    assert.ok(!row.storageKey.includes('Clinic'));
    assert.ok((await storedKeys()).includes(row.storageKey));

    const notices = await db
      .select()
      .from(referralUnreadNotices)
      .where(eq(referralUnreadNotices.referralId, referralId));
    assert.deepEqual(
      notices.map((notice) => notice.recipientUserProfileId),
      [receiver.clinician.user.userProfileId],
    );
    await app.mailer.idle();
    assert.equal((await db.select({ n: count() }).from(outboxEmails))[0]!.n, emailsBefore + 1);
  });

  test('the type is decided by content: a renamed executable and a text file named .pdf are refused', async () => {
    const { sender, referralId } = await pendingReferral('attach.type');
    await assertRefused(
      () =>
        sender.files.upload(referralId, {
          fileName: 'discharge-letter.pdf',
          contentType: 'application/pdf',
          content: EXECUTABLE,
        }),
      400,
      ATTACHMENT_MESSAGES.wrongType,
    );
    await assertRefused(
      () =>
        sender.files.upload(referralId, {
          fileName: 'notes.pdf',
          contentType: 'application/pdf',
          content: Buffer.from('Patient seen on Monday; letter to follow.\n'),
        }),
      400,
      ATTACHMENT_MESSAGES.wrongType,
    );
    await assertRefused(
      () => sender.files.upload(referralId, { fileName: 'empty.png', content: Buffer.alloc(0) }),
      400,
      ATTACHMENT_MESSAGES.empty,
    );
    // …whereas a real PNG and JPEG pass whatever they are called and declared as.
    const png = uploaded(
      await sender.files.upload(referralId, {
        fileName: 'scan',
        contentType: 'text/plain',
        content: TINY_PNG,
      }),
    );
    assert.deepEqual([png.contentType, png.fileName], ['image/png', 'scan.png']);
    const jpeg = uploaded(
      await sender.files.upload(referralId, { fileName: 'photo.JPEG', content: TINY_JPEG }),
    );
    assert.deepEqual([jpeg.contentType, jpeg.fileName], ['image/jpeg', 'photo.JPEG']);
  });

  test('11 MB is refused while it streams and nothing is stored; exactly 10 MiB is taken', async () => {
    const { sender, referralId } = await pendingReferral('attach.size');
    await assertRefused(
      () => sender.files.upload(referralId, { fileName: 'big.pdf', content: pdfOfSize(11 * 1024 * 1024) }),
      413,
      ATTACHMENT_MESSAGES.tooLarge,
    );
    await assertRefused(
      () =>
        sender.files.upload(referralId, {
          fileName: 'big.pdf',
          content: pdfOfSize(ATTACHMENT_MAX_BYTES + 1),
        }),
      413,
      ATTACHMENT_MESSAGES.tooLarge,
    );
    const largest = uploaded(
      await sender.files.upload(referralId, {
        fileName: 'largest.pdf',
        content: pdfOfSize(ATTACHMENT_MAX_BYTES),
      }),
    );
    assert.equal(largest.sizeBytes, ATTACHMENT_MAX_BYTES);
  });

  test('one file per request; a body without a file is refused with a sentence', async () => {
    const { sender, referralId } = await pendingReferral('attach.form');
    await assertRefused(
      () =>
        sender.files.upload(
          referralId,
          { fileName: 'a.pdf', content: TINY_PDF },
          { fileName: 'b.png', content: TINY_PNG },
        ),
      400,
      ATTACHMENT_MESSAGES.oneFileOnly,
    );
    await assertRefused(() => sender.files.upload(referralId), 400, ATTACHMENT_MESSAGES.noFile);
    const json = await sender.clinician.call('POST', `/referrals/${referralId}/attachments/`, { file: 'x' });
    assert.equal(json.statusCode, 400, json.body);
    assert.deepEqual(json.json(), danger(ATTACHMENT_MESSAGES.noFile));
    const cutShort = await app.inject({
      method: 'POST',
      url: `/api/v1/referrals/${referralId}/attachments/`,
      headers: {
        ...sender.clinician.patients.headers,
        'content-type': 'multipart/form-data; boundary=xyz',
      },
      payload: '--xyz\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n%PDF-1.4 cut',
    });
    assert.equal(cutShort.statusCode, 400, cutShort.body);
    assert.deepEqual(await attachmentCount(referralId), 0);
  });

  test('the name is kept for display without paths or control characters, with its real extension', async () => {
    const { sender, referralId } = await pendingReferral('attach.name');
    const upload = async (fileName: string, content = TINY_PDF) =>
      uploaded(await sender.files.upload(referralId, { fileName, content })).fileName;
    assert.equal(await upload('C:\\Users\\gp\\Letters\\referral\u0007 letter.PDF'), 'referral letter.PDF');
    assert.equal(await upload('../../etc/passwd'), 'passwd.pdf');
    assert.equal(await upload('letter.exe'), 'letter.exe.pdf');
    assert.equal(await upload('\u202eFDP.exe'), 'FDP.exe.pdf');
    assert.equal(await upload(`${'x'.repeat(300)}.pdf`), `${'x'.repeat(116)}.pdf`);
  });

  test('at most 10 files per referral, counted under the lock: parallel uploads cannot pass it', async () => {
    const { sender, referralId } = await pendingReferral('attach.count');
    for (let index = 0; index < ATTACHMENTS_PER_REFERRAL - 2; index++)
      uploaded(await sender.files.upload(referralId, { fileName: `page-${index}.png`, content: TINY_PNG }));
    const keysBefore = (await storedKeys()).length;
    const racing = await Promise.all(
      Array.from({ length: 5 }, (_, index) =>
        sender.files.upload(referralId, { fileName: `race-${index}.pdf`, content: TINY_PDF }),
      ),
    );
    assert.deepEqual(racing.map((response) => response.statusCode).sort(), [200, 200, 409, 409, 409]);
    for (const refused of racing.filter((response) => response.statusCode === 409))
      assert.deepEqual(refused.json(), danger(ATTACHMENT_MESSAGES.tooMany));
    assert.equal(await attachmentCount(referralId), ATTACHMENTS_PER_REFERRAL);
    // The refused uploads' files, stored before the count said no, are gone again.
    assert.equal((await storedKeys()).length, keysBefore + 2);
    await assertRefused(
      () => sender.files.upload(referralId, { fileName: 'eleventh.pdf', content: TINY_PDF }),
      409,
      ATTACHMENT_MESSAGES.tooMany,
    );
  });

  test('an open referral nobody has claimed, and a cancelled one, take no files (409)', async () => {
    const sender = await party('attach.open.sender');
    const referral = await newReferral(sender.clinician, { openTo: sender.clinician.jobRoleId });
    const open = await sender.files.upload(referral.id, { fileName: 'a.pdf', content: TINY_PDF });
    assert.equal(open.statusCode, 409, open.body);
    assert.equal(await attachmentCount(referral.id), 0);

    const { sender: other, referralId } = await pendingReferral('attach.cancelled');
    const cancelled = await other.clinician.call('DELETE', `/referrals/delete/${referralId}/`);
    assert.equal(cancelled.statusCode, 200, cancelled.body);
    await assertRefused(
      () => other.files.upload(referralId, { fileName: 'a.pdf', content: TINY_PDF }),
      409,
      CONVERSATION_API_MESSAGES.closed,
    );
  });

  test('attachment rows can be neither changed nor removed', async () => {
    const { sender, referralId } = await pendingReferral('attach.append');
    const { id } = uploaded(await sender.files.upload(referralId, { fileName: 'a.pdf', content: TINY_PDF }));
    await assert.rejects(
      db.execute(sql`update referral_attachments set file_name = 'x.pdf' where id = ${id}`),
    );
    await assert.rejects(db.execute(sql`delete from referral_attachments where id = ${id}`));
    assert.equal(await attachmentCount(referralId), 1);
  });
});

describe('reading a file', () => {
  test('with the headers that keep it a download, never sniffed, cached or run', async () => {
    const { sender, referralId } = await pendingReferral('read.headers');
    const { id } = uploaded(
      await sender.files.upload(referralId, { fileName: 'Lettre à l’hôpital; (1).pdf', content: TINY_PDF }),
    );
    const response = await sender.files.read(referralId, id);
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.rawPayload, TINY_PDF);
    assert.equal(response.headers['content-type'], 'application/pdf');
    assert.equal(response.headers['content-length'], String(TINY_PDF.length));
    assert.equal(
      response.headers['content-disposition'],
      `attachment; filename="Lettre _ l_h_pital_ (1).pdf"; filename*=UTF-8''Lettre%20%C3%A0%20l%E2%80%99h%C3%B4pital%3B%20%281%29.pdf`,
    );
    assert.equal(response.headers['x-content-type-options'], 'nosniff');
    assert.equal(response.headers['cache-control'], 'no-store');
    assert.equal(
      response.headers['content-security-policy'],
      "sandbox; default-src 'none'; frame-ancestors 'none'",
    );
  });

  test('inline on request, for the preview and the PDF viewer; any other disposition is refused', async () => {
    const { sender, referralId } = await pendingReferral('read.inline');
    const png = uploaded(await sender.files.upload(referralId, { fileName: 'scan.png', content: TINY_PNG }));
    const pdf = uploaded(
      await sender.files.upload(referralId, { fileName: 'letter.pdf', content: TINY_PDF }),
    );
    const image = await sender.files.read(referralId, png.id, '?disposition=inline');
    assert.equal(image.statusCode, 200);
    assert.equal(image.headers['content-type'], 'image/png');
    assert.match(String(image.headers['content-disposition']), /^inline; filename="scan.png"/);
    assert.deepEqual(image.rawPayload, TINY_PNG);
    const letter = await sender.files.read(referralId, pdf.id, '?disposition=inline');
    assert.match(String(letter.headers['content-disposition']), /^inline; /);
    const explicit = await sender.files.read(referralId, pdf.id, '?disposition=attachment');
    assert.match(String(explicit.headers['content-disposition']), /^attachment; /);
    const odd = await sender.files.read(referralId, pdf.id, '?disposition=render');
    assert.equal(odd.statusCode, 400);
    assert.deepEqual(odd.json(), danger(`disposition: ${ATTACHMENT_MESSAGES.dispositionInvalid}`));
  });

  test("another referral's file is never readable through this one: 404", async () => {
    const mine = await pendingReferral('read.cross.mine');
    const theirs = await pendingReferral('read.cross.theirs');
    const secret = uploaded(
      await theirs.sender.files.upload(theirs.referralId, { fileName: 'secret.pdf', content: TINY_PDF }),
    );
    const response = await mine.sender.files.read(mine.referralId, secret.id);
    assert.equal(response.statusCode, 404);
    assert.deepEqual(response.json(), danger(ATTACHMENT_MESSAGES.notFound));
    const direct = await mine.sender.files.read(theirs.referralId, secret.id);
    assert.equal(direct.statusCode, 404);
    assert.deepEqual(direct.json(), danger(REFERRAL_MESSAGES.notFound));
    const unknown = await mine.sender.files.read(mine.referralId, 2_000_000_000);
    assert.equal(unknown.statusCode, 404);
  });

  test('the receiver reads files only once they have accepted (403 before, 200 after)', async () => {
    const { sender, receiver, referralId } = await pendingReferral('read.receiver');
    const { id } = uploaded(
      await sender.files.upload(referralId, { fileName: 'letter.pdf', content: TINY_PDF }),
    );
    const before = await receiver.files.read(referralId, id);
    assert.equal(before.statusCode, 403);
    assert.deepEqual(before.json(), danger(ATTACHMENT_MESSAGES.notYetShared));
    const accepted = await receiver.clinician.call('POST', `/referrals/accept/${referralId}/`);
    assert.equal(accepted.statusCode, 200, accepted.body);
    const after = await receiver.files.read(referralId, id);
    assert.equal(after.statusCode, 200);
    assert.deepEqual(after.rawPayload, TINY_PDF);
    // …and answers with a file of their own, which the sender reads.
    const reply = uploaded(
      await receiver.files.upload(referralId, { fileName: 'reply.png', content: TINY_PNG }),
    );
    const [row] = await db.select().from(referralAttachments).where(eq(referralAttachments.id, reply.id));
    assert.equal(row?.uploadedByUserProfileId, receiver.clinician.user.userProfileId);
    assert.deepEqual((await sender.files.read(referralId, reply.id)).rawPayload, TINY_PNG);
  });

  test('strangers get 404 and staff 403, for reading and for attaching', async () => {
    const { sender, referralId } = await pendingReferral('read.strangers');
    const { id } = uploaded(
      await sender.files.upload(referralId, { fileName: 'letter.pdf', content: TINY_PDF }),
    );
    const stranger = await party('read.strangers.other');
    const staff = await attachmentCaller(app, STAFF);
    assert.equal((await stranger.files.read(referralId, id)).statusCode, 404);
    assert.equal((await staff.read(referralId, id)).statusCode, 403);
    await assertRefused(
      () => stranger.files.upload(referralId, { fileName: 'x.pdf', content: TINY_PDF }),
      404,
      REFERRAL_MESSAGES.notFound,
    );
    const staffUpload = await staff.upload(referralId, { fileName: 'x.pdf', content: TINY_PDF });
    assert.equal(staffUpload.statusCode, 403, staffUpload.body);
  });
});

describe('files no row names', () => {
  test('are swept once older than an hour; files with a row, and recent ones, stay', async () => {
    const { sender, referralId } = await pendingReferral('sweep.orphans');
    const kept = uploaded(await sender.files.upload(referralId, { fileName: 'kept.pdf', content: TINY_PDF }));
    const [row] = await db.select().from(referralAttachments).where(eq(referralAttachments.id, kept.id));
    // What a crash between storing a file and committing its row leaves: one old, one just now.
    const [old, recent] = [newStorageKey(), newStorageKey()];
    for (const key of [old, recent])
      await app.fileStore.put(key, Readable.from([TINY_PDF]), { maxBytes: ATTACHMENT_MAX_BYTES });
    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60_000);
    for (const key of [old, row!.storageKey])
      await utimes(path.join(dataDir, 'attachments', key.slice(0, 2), key), twoHoursAgo, twoHoursAgo);

    assert.equal(await sweepOrphanFiles(db, app.fileStore), 1);
    const keys = await storedKeys();
    assert.ok(!keys.includes(old), 'the old orphan is gone');
    assert.ok(keys.includes(recent), 'a file whose row may still be coming stays');
    assert.ok(keys.includes(row!.storageKey), 'a file with its row stays');
    assert.deepEqual((await sender.files.read(referralId, kept.id)).rawPayload, TINY_PDF);
  });
});
