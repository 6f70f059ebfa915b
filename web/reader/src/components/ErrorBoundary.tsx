// Catches what a screen throws while rendering and shows the spec's message instead of a blank
// page (spec 3 §8: "An unexpected error has occurred.").
import { Component, type ErrorInfo, type ReactNode } from "react";
import { useTranslation } from "react-i18next";

interface Props {
  children: ReactNode;
  /** After an error, a new value (e.g. the path after navigating elsewhere) renders the children again. */
  resetKey?: string;
}

interface State {
  error: Error | null;
}

export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidUpdate(previous: Props): void {
    if (this.state.error && previous.resetKey !== this.props.resetKey) this.setState({ error: null });
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error("unexpected error", error, info.componentStack);
  }

  override render() {
    return this.state.error ? <UnexpectedError /> : this.props.children;
  }
}

export function UnexpectedError() {
  const { t } = useTranslation();
  return (
    <div className="page page--centered" role="alert">
      <div className="card card--narrow">
        <h1 className="card__title">{t("errors.unexpected")}</h1>
        <button type="button" className="button button--secondary" onClick={() => window.location.reload()}>
          {t("errors.reload")}
        </button>
      </div>
    </div>
  );
}
