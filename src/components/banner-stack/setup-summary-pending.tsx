/** Holds the setup summary banner's place while its chunk and its data load (no layout jump). */
export function SetupSummaryPending() {
  return <div className="banner info pending" part="banner banner-setupSummary" aria-hidden="true" />;
}
