// Leaving for the payment provider's page (easy-pay): a full page load to another site, by
// design. One function, so a component test can see where the browser would go.
export function goToProvider(url: string): void {
  window.location.assign(url);
}
