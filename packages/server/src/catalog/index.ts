export { buildCatalog, getCatalog, humanizeAction, listConnectionFields } from './catalog';
export type {
  AuthScheme,
  Catalog,
  CatalogCategory,
  CatalogTool,
  CatalogToolEntry,
  CatalogToolkit,
  CatalogTriggerType,
  CatalogTriggerTypeEntry,
  CatalogConnectionField,
  ConnectionFieldEntry,
  FieldDescriptor,
  ToolArgumentReference,
  ToolSchemas,
} from './types';
export { BUILTIN_TOOLKIT_SLUGS, isBuiltinToolkit, type BuiltinToolkitSlug } from './builtins';
export { CATEGORIES } from './categories';
export { toolSchemas } from './toolSchemas';
export { logoColor, monogram, renderToolkitLogo, toolkitLogoDataUrl } from './logo';
