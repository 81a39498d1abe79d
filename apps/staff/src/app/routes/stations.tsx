// PLACEHOLDER (issue 14 in progress): replaced by the feature's screen.
export function Component() {
  return null;
}
