import { adminDownloadFileName, type AdminDownloadKind } from '@refnet/contracts/admin';
import { ukToday } from '@refnet/contracts/accounts';
import type { FastifyBaseLogger } from 'fastify';
import type { Readable } from 'node:stream';
import type { Database } from '../../db/database.js';
import type { Session } from '../accounts/service.js';
import { recordAdminEvent } from './audit.js';
import { downloadSheets } from './download-sheets.js';
import { streamWorkbook } from './xlsx-stream.js';

export interface AdminDownload {
  fileName: string;
  stream: Readable;
}

/**
 * SPEC §7.1 list downloads: the spreadsheet of one staff list, streamed. The audit log gets one row
 * per download with the number of rows sent: written before the file is closed, or, when the download
 * breaks off, with what had been sent by then.
 */
export async function startAdminDownload(
  db: Database,
  session: Session,
  kind: AdminDownloadKind,
  log: FastifyBaseLogger,
): Promise<AdminDownload> {
  const record = (detail: { rows: number; incomplete?: true }) =>
    recordAdminEvent(db, {
      actorUserId: session.identity.user.id,
      action: 'download',
      targetType: 'list',
      detail: { kind, ...detail },
    });
  const stream = await streamWorkbook(downloadSheets(db, kind), {
    beforeClose: (rows) => record({ rows }),
    onFailure(rows, error) {
      log.warn({ err: error, kind, rows }, 'an admin download broke off');
      record({ rows, incomplete: true }).catch((auditError: unknown) =>
        log.error({ err: auditError, kind }, 'could not record a broken-off admin download'),
      );
    },
  });
  return { fileName: adminDownloadFileName(kind, ukToday()), stream };
}
