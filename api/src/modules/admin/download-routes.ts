import { ADMIN_DOWNLOADS, XLSX_CONTENT_TYPE, type AdminDownloadKind } from '@refnet/contracts/admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NO_STORE } from '../../http/cache-control.js';
import { requireAuth } from '../../plugins/auth.js';
import { startAdminDownload } from './downloads.js';

const KINDS = Object.keys(ADMIN_DOWNLOADS) as AdminDownloadKind[];

/** Under /api/v1: SPEC §7.1 GET /admin/{users,crps,patients,referrals,insurers}-list-download/ (staff). */
export const adminDownloadRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const kind of KINDS) {
    app.get(
      ADMIN_DOWNLOADS[kind].apiPath,
      {
        config: {
          access: 'staff',
          binaryAnswer: { description: 'The list as an Excel workbook.', contentType: XLSX_CONTENT_TYPE },
        },
        // An .xlsx file is a zip already; gzip would only cost time (and hold back the stream's start).
        compress: false,
        // A HEAD would build the whole file (and audit a download) to send nothing.
        exposeHeadRoute: false,
      },
      async (request, reply) => {
        const download = await startAdminDownload(app.db, requireAuth(request), kind, request.log);
        return reply
          .type(XLSX_CONTENT_TYPE)
          .header('content-disposition', `attachment; filename="${download.fileName}"`)
          .header('cache-control', NO_STORE)
          .send(download.stream);
      },
    );
  }
};
