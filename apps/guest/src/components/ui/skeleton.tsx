import type { CSSProperties } from 'react';
import './skeleton.css';

interface SkeletonProps {
  width?: CSSProperties['width'];
  height?: CSSProperties['height'];
  radius?: CSSProperties['borderRadius'];
  className?: string;
}

/**
 * A placeholder block with the size of the content to come, so nothing shifts when it
 * arrives. Decorative: the region that loads says so (aria-busy).
 */
export function Skeleton({ width = '100%', height = 16, radius, className }: SkeletonProps) {
  return (
    <span
      aria-hidden="true"
      className={className ? `ts-skeleton ${className}` : 'ts-skeleton'}
      style={{ width, height, borderRadius: radius }}
    />
  );
}

/** Lines of text to come; the last one is shorter, as a paragraph's is. */
export function SkeletonText({
  lines = 3,
  lineHeight = 14,
}: {
  lines?: number;
  lineHeight?: number;
}) {
  return (
    <span aria-hidden="true" className="ts-skeleton-text">
      {Array.from({ length: lines }, (_, i) => (
        <Skeleton
          // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholder lines never reorder
          key={i}
          height={lineHeight}
          width={i === lines - 1 && lines > 1 ? '62%' : '100%'}
        />
      ))}
    </span>
  );
}
