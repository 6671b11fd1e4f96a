"""Schemathesis hooks for the admin API (scripts/api-fuzz.ts): a logged-in admin's session on every call.

The session is the cookie POST /api/admin/auth/login sets. It is fetched again every second at most, so a
fuzzed POST /api/admin/auth/logout (which ends the session, as it should) costs a second of 401s, not the
rest of the run. The logins keep the device cookie the first one got: the fuzzer's own failed logins with
the admin's username lock the account for unknown clients, and a known device is counted on its own
(svc-admin's device-cookie.ts), as the hosts' own browsers are.
"""

import os

import requests
import schemathesis

BASE_URL = os.environ["API_FUZZ_ADMIN_URL"]
COOKIE = os.environ["API_FUZZ_SESSION_COOKIE"]
BROWSER = requests.Session()


@schemathesis.auth(refresh_interval=1)
class AdminSession:
    def get(self, case, context):
        response = BROWSER.post(
            f"{BASE_URL}/api/admin/auth/login",
            json={"username": os.environ["API_FUZZ_USERNAME"], "password": os.environ["API_FUZZ_PASSWORD"]},
            timeout=30,
        )
        if response.status_code != 200 or COOKIE not in response.cookies:
            # said once per failure: Schemathesis itself only reports that the token could not be fetched
            print(f"\nlogin for the fuzzer's session answered {response.status_code}: {response.text[:300]}", flush=True)
            response.raise_for_status()
        return response.cookies[COOKIE]

    def set(self, case, data, context):
        case.cookies = {**(case.cookies or {}), COOKIE: data}
