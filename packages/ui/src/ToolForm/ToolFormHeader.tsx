'use client';
import type { HTMLAttributes } from 'react';
import { useParts } from '../theme/PatchbayUIProvider';
import { useToolFormContext } from './toolFormContext';

export type ToolFormHeaderProps = HTMLAttributes<HTMLDivElement>;

/** The tool's name and description. */
export function ToolFormHeader({ className, ...rest }: ToolFormHeaderProps) {
  const { tool } = useToolFormContext('Header');
  const part = useParts('tool-form');
  return (
    <div {...part('header', className)} {...rest}>
      <h3 {...part('title')}>{tool.name}</h3>
      {tool.description ? (
        <p {...part('description')} dir="auto">
          {tool.description}
        </p>
      ) : null}
    </div>
  );
}
