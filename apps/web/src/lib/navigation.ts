// Code outside React (the API client) navigates through the router registered
// here, so a forced logout does not reload the whole app.
type Navigate = (to: string) => void;

let navigateImpl: Navigate = (to) => {
  window.location.assign(to);
};

export function registerNavigate(navigate: Navigate): void {
  navigateImpl = navigate;
}

export function navigateTo(to: string): void {
  navigateImpl(to);
}
