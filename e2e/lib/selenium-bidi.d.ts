// selenium-webdriver's BiDi log inspector, which @types/selenium-webdriver does not describe.
declare module 'selenium-webdriver/bidi/logInspector' {
  import type { WebDriver } from 'selenium-webdriver';

  interface LogInspector {
    onJavascriptException(callback: (entry: { text: string }) => void): Promise<void>;
    close(): Promise<void>;
  }
  export default function getLogInspector(driver: WebDriver): Promise<LogInspector>;
}
