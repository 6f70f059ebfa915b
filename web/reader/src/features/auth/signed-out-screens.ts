// The screens shown without a session (AuthGate, through signed-out-loader.ts): one chunk loaded
// on demand, so a signed-in reader's first load does not carry them; boot.ts starts loading it at
// once when the page opens without a valid session, so the sign-in screen is not delayed by a
// second round trip.
export { CallbackPage } from "../../pages/Callback/CallbackPage.tsx";
export { SetPasswordPage } from "../../pages/SetPassword/SetPasswordPage.tsx";
export { SignInPage } from "../../pages/SignIn/SignInPage.tsx";
