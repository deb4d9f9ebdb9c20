/* Reading `updatedAt` in the shape nearly every agent sends: shared by `_isotime.c` (its Python face,
 * `utc_timestamp`, and the definition's tests) and `acp/_session_row.c` (a page's sessions read in one
 * call, their times with them). Static: each extension has its own copy, and imports the datetime C
 * API with `isotime_import` as its module's exec slot. See `_isotime.c` for the shape.
 */
#ifndef ACP_BRIDGE_ISOTIME_H
#define ACP_BRIDGE_ISOTIME_H

#include <Python.h>
#include <datetime.h>
#include <string.h>

/* The value of the `n` decimal digits at `s`, or -1 if one of them is not a digit. */
static int
isotime_digits(const char *s, int n)
{
    int value = 0;
    for (int i = 0; i < n; i++) {
        if (s[i] < '0' || s[i] > '9') {
            return -1;
        }
        value = value * 10 + (s[i] - '0');
    }
    return value;
}

static int
isotime_days_in_month(int year, int month)
{
    static const int days[] = {31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
    if (month == 2 && year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)) {
        return 29;
    }
    return days[month - 1];
}

/* The aware UTC datetime of `text` (a str) in the shape, a new reference; Py_None (a new reference
 * too) for any other text; NULL with an exception set when the datetime cannot be made. */
static PyObject *
isotime_utc_datetime(PyObject *text)
{
    if (!PyUnicode_IS_ASCII(text)) {
        Py_RETURN_NONE;
    }
    const char *s = (const char *)PyUnicode_DATA(text);
    Py_ssize_t n = PyUnicode_GET_LENGTH(text);
    /* "2026-09-21T14:13:20" and at least "Z" */
    if (n < 20 || s[4] != '-' || s[7] != '-' || s[10] != 'T' || s[13] != ':' || s[16] != ':') {
        Py_RETURN_NONE;
    }
    int year = isotime_digits(s, 4), month = isotime_digits(s + 5, 2), day = isotime_digits(s + 8, 2);
    int hour = isotime_digits(s + 11, 2), minute = isotime_digits(s + 14, 2);
    int second = isotime_digits(s + 17, 2);
    if (year < 1 || month < 1 || month > 12 || day < 1 || day > isotime_days_in_month(year, month)
        || hour < 0 || hour > 23 || minute < 0 || minute > 59 || second < 0 || second > 59) {
        Py_RETURN_NONE;
    }
    Py_ssize_t at = 19;
    int micro = 0;
    if (s[at] == '.' || s[at] == ',') {
        at++;
        Py_ssize_t first = at;
        int scale = 100000;
        while (at < n && s[at] >= '0' && s[at] <= '9') {
            micro += (s[at] - '0') * scale;
            scale /= 10;  /* 0 after the sixth digit: the rest is cut */
            at++;
        }
        if (at == first) {
            Py_RETURN_NONE;
        }
    }
    Py_ssize_t rest = n - at;
    int utc = (rest == 1 && s[at] == 'Z') || (rest == 6 && memcmp(s + at, "+00:00", 6) == 0);
    if (!utc) {
        Py_RETURN_NONE;
    }
    return PyDateTimeAPI->DateTime_FromDateAndTime(year, month, day, hour, minute, second, micro,
                                                   PyDateTimeAPI->TimeZone_UTC,
                                                   PyDateTimeAPI->DateTimeType);
}

/* The `Py_mod_exec` slot of a module that reads times: imports the datetime C API. */
static int
isotime_import(PyObject *module)
{
    PyDateTime_IMPORT;
    return PyDateTimeAPI == NULL ? -1 : 0;
}

#endif
