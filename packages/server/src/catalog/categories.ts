import type { CatalogCategory } from './types';

/**
 * Toolkit categories. `code` is the short key the data files (data/*.json)
 * use; the API shows `id` and `name` only.
 */
export const CATEGORY_DEFS: readonly (CatalogCategory & { code: string })[] = [
  { code: 'dev', id: 'developer-tools', name: 'Developer Tools' },
  { code: 'com', id: 'communication', name: 'Communication' },
  { code: 'crm', id: 'crm', name: 'CRM' },
  { code: 'sal', id: 'sales', name: 'Sales' },
  { code: 'mkt', id: 'marketing', name: 'Marketing' },
  { code: 'eml', id: 'email', name: 'Email' },
  { code: 'pro', id: 'productivity', name: 'Productivity' },
  { code: 'pm', id: 'project-management', name: 'Project Management' },
  { code: 'ana', id: 'analytics', name: 'Analytics' },
  { code: 'fin', id: 'finance', name: 'Finance & Accounting' },
  { code: 'pay', id: 'payments', name: 'Payments' },
  { code: 'ecm', id: 'ecommerce', name: 'E-commerce' },
  { code: 'sup', id: 'customer-support', name: 'Customer Support' },
  { code: 'hr', id: 'hr', name: 'HR & Recruiting' },
  { code: 'sto', id: 'file-storage', name: 'File Storage' },
  { code: 'des', id: 'design', name: 'Design' },
  { code: 'ai', id: 'ai', name: 'AI & Machine Learning' },
  { code: 'soc', id: 'social-media', name: 'Social Media' },
  { code: 'cld', id: 'cloud', name: 'Cloud Infrastructure' },
  { code: 'db', id: 'databases', name: 'Databases' },
  { code: 'sch', id: 'scheduling', name: 'Scheduling' },
  { code: 'doc', id: 'documents', name: 'Documents & E-signature' },
  { code: 'sec', id: 'security', name: 'Security & Identity' },
  { code: 'mon', id: 'monitoring', name: 'Monitoring & Observability' },
  { code: 'edu', id: 'education', name: 'Education' },
  { code: 'frm', id: 'forms', name: 'Forms & Surveys' },
  { code: 'vid', id: 'video', name: 'Video & Media' },
  { code: 'aut', id: 'automation', name: 'Automation' },
];

/** Public category list (without the internal seed code), in display order. */
export const CATEGORIES: readonly CatalogCategory[] = CATEGORY_DEFS.map(({ id, name }) => ({ id, name }));

const BY_CODE = new Map(CATEGORY_DEFS.map((c) => [c.code, c]));

/** Resolves a category code of the data files (parseCatalogData has checked it); throws on an unknown one. */
export function categoryByCode(code: string): CatalogCategory & { code: string } {
  const found = BY_CODE.get(code);
  if (!found) throw new Error(`Unknown category code in toolkit seeds: ${code}`);
  return found;
}
