import { clsx, type ClassValue } from 'clsx';
import { mergeClasses } from './class-merge';

/** Joins class names and lets a caller's Tailwind class override a component default. */
export function cn(...inputs: ClassValue[]): string {
  return mergeClasses(clsx(inputs));
}
