import { asc } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { Database } from '../../src/db/database.js';
import { adminAuditEvents } from '../../src/db/schema.js';
import { CLINICIAN } from './app.js';

/** The demo Staff member and the demo clinician's delegate (demo password). */
export const STAFF = { email: 'staff@refnet.example', password: CLINICIAN.password } as const;
export const DELEGATE = { email: 'delegate@refnet.example', password: CLINICIAN.password } as const;

/** Every staff list and download (GET) under /api/v1. */
export const ADMIN_LISTS = [
  '/admin/user-profiles/',
  '/admin/clinician-role-profiles/',
  '/admin/patients/',
  '/admin/referrals/',
  '/admin/insurance-agreements/',
  '/admin/platform-stats/',
] as const;

export interface SheetContent {
  name: string;
  header: string[];
  rows: (string | number)[][];
}

/** An .xlsx file read back with exceljs: each sheet's header row and data rows as plain values. */
export async function readWorkbook(file: Buffer): Promise<SheetContent[]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(new Uint8Array(file).buffer); // exceljs types its Buffer as an ArrayBuffer
  return workbook.worksheets.map((worksheet) => {
    const values: (string | number)[][] = [];
    worksheet.eachRow((row) => {
      values.push((row.values as (string | number)[]).slice(1));
    });
    const [header = [], ...rows] = values;
    return { name: worksheet.name, header: header.map(String), rows };
  });
}

/** The admin audit log, oldest first. */
export const auditRows = (db: Database) =>
  db.select().from(adminAuditEvents).orderBy(asc(adminAuditEvents.id));
