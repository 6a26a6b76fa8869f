import { schema, type Db } from '@rlo/db';
import type { Kind } from './object-kinds';

// The objects of a location that the fuzz's world (fuzz/world.ts) and the tenancy walk's tenants
// (tenancy-walk/seed.ts) both insert as they are: comments, a goal, a worksheet with its definition
// and field, a sent e-mail, a CSV upload, an alert rule and its alert. Customers, ROs and the rest each seed their own way
// (the fuzz ingests a batch, the walk names every row after its tenant); so are the texts.

export interface ObjectTexts {
  coachName: string;
  coachTitle: string;
  coachNote: string;
  ownerTitle: string;
  field: string;
  worksheet: string;
  mailTo: string;
  mailSubject: string;
  upload: string;
}

/** What the objects hang on: the location's RO and employee, and the owner who wrote the owner comment. */
export interface ObjectRefs {
  ownerUserId: number;
  ro: { id: number; orderNumber: string };
  employee: { id: number; fullName: string };
}

type CommonKind = Extract<
  Kind,
  'coachComment' | 'ownerComment' | 'goal' | 'worksheet' | 'worksheetDefinition' | 'worksheetFieldDefinition' | 'clientEmail' | 'csvUpload' | 'alertRule' | 'alert'
>;

export async function insertLocationObjects(db: Db, at: { partnerId: number; locationId: number }, refs: ObjectRefs, texts: ObjectTexts): Promise<Record<CommonKind, number>> {
  const { partnerId } = at;
  const { ro, employee } = refs;
  const [coachComment] = await db
    .insert(schema.coachComments)
    .values({ ...at, coachName: texts.coachName, title: texts.coachTitle, description: texts.coachNote, kpiType: 'REPAIR_ORDER', reference: ro.orderNumber, repairOrderId: ro.id })
    .returning();
  const [ownerComment] = await db.insert(schema.ownerComments).values({ ...at, authorUserId: refs.ownerUserId, title: texts.ownerTitle, description: 'Great week' }).returning();
  await db.insert(schema.ownerCommentEmployees).values({ partnerId, ownerCommentId: ownerComment.id, employeeId: employee.id, employeeName: employee.fullName });
  const [goal] = await db
    .insert(schema.coachingGoals)
    .values({ ...at, chartType: 'gross_sales', chartName: 'gross_sales_cents', chartGoal: 100_000, month: 3, year: 2026 })
    .returning();
  const [field] = await db.insert(schema.worksheetFieldDefinitions).values({ partnerId, label: texts.field, type: 'number' }).returning();
  const [definition] = await db
    .insert(schema.worksheetDefinitions)
    .values({ partnerId, name: texts.worksheet, categories: [{ name: 'Goals', fieldIds: [field.id] }] })
    .returning();
  const [worksheet] = await db
    .insert(schema.worksheets)
    .values({ ...at, definitionId: definition.id, definitionName: definition.name, version: 1, periodStart: '2026-03-01', periodEnd: '2026-03-31' })
    .returning();
  const [clientEmail] = await db
    .insert(schema.clientEmails)
    .values({ ...at, kind: 'daily_summary', businessDate: '2026-03-02', toEmail: texts.mailTo, subject: texts.mailSubject, html: '<p>x</p>', text: 'x' })
    .returning();
  const [alertRule] = await db
    .insert(schema.alertRules)
    .values({ ...at, metric: 'sale_count', condition: 'below', threshold: 10, period: 'yesterday' })
    .returning();
  const [alert] = await db
    .insert(schema.alerts)
    .values({ ...at, ruleId: alertRule.id, businessDate: '2026-03-02', fromDate: '2026-03-02', toDate: '2026-03-02', value: 1, threshold: 10, compared: 1 })
    .returning();
  const [upload] = await db.insert(schema.csvUploads).values({ ...at, fileName: texts.upload, fileSize: 100, rowsTotal: 10, rosTotal: 5 }).returning();
  return {
    coachComment: coachComment.id,
    ownerComment: ownerComment.id,
    goal: goal.id,
    worksheet: worksheet.id,
    worksheetDefinition: definition.id,
    worksheetFieldDefinition: field.id,
    clientEmail: clientEmail.id,
    csvUpload: upload.id,
    alertRule: alertRule.id,
    alert: alert.id,
  };
}
