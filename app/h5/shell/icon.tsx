/**
 * An Ant Design icon drawn from its SVG definition (@ant-design/icons-svg): the desktop's glyphs (SPEC §3
 * attachment icons among them) without @ant-design/icons' runtime, which would weigh on the phone's first load.
 */
import type { AbstractNode, IconDefinition } from '@ant-design/icons-svg/es/types';
import { createElement, type ReactNode } from 'react';

const draw = (node: AbstractNode, key: number): ReactNode =>
  createElement(node.tag, { key, ...node.attrs }, node.children?.map(draw));

export function Icon({ icon, className }: { icon: IconDefinition; className?: string }) {
  // Outlined and filled definitions are plain nodes; only two-tone ones are functions (not used here).
  const root = icon.icon as AbstractNode;
  return createElement(
    'svg',
    {
      ...root.attrs,
      className: className ? `h5-icon ${className}` : 'h5-icon',
      width: '1em',
      height: '1em',
      fill: 'currentColor',
      'aria-hidden': true,
    },
    root.children?.map(draw),
  );
}
