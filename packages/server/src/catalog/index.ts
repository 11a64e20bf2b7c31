export {
  buildCatalog,
  getCatalog,
  humanizeAction,
  listConnectionFields,
  type AuthScheme,
  type Catalog,
  type CatalogCategory,
  type CatalogTool,
  type CatalogToolEntry,
  type CatalogToolkit,
  type CatalogTriggerType,
  type CatalogTriggerTypeEntry,
  type CatalogConnectionField,
  type ConnectionFieldEntry,
  type FieldDescriptor,
} from './catalog';
export { BUILTIN_TOOLKIT_SLUGS, isBuiltinToolkit, type BuiltinToolkitSlug } from './builtins';
export { CATEGORIES } from './categories';
export { toolSchemas, type ToolSchemas } from './toolSchemas';
export { logoColor, monogram, renderToolkitLogo, toolkitLogoDataUrl } from './logo';
