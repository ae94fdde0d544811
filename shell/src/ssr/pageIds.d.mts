export declare const FIRST_SCREEN_DATA_ID: 'baeum-first-screen';
export declare const CONFIG_DATA_ID: 'baeum-config';
export declare const AWAITS_APP_ATTR: 'data-awaits-app';
export declare const APP_MISSING_ID: 'baeum-app-missing';
export declare const ROOT_ID: 'root';
export declare const SESSION_COOKIE: 'baeum_session';
