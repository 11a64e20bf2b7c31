declare module 'virtual:patchbay-component-parts' {
  /** Each component's parts, states and message sections, read from its sources as Storybook builds (componentPartsPlugin.ts). */
  export const COMPONENT_PARTS: Record<string, import('./componentParts').ComponentSourceFacts>;
}
