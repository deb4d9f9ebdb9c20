/* Reading `updatedAt` in the shape nearly every agent sends, and writing a time back in that shape:
 * shared by `_isotime.c` (its Python face, `utc_timestamp` and `iso_utc`, and the definition's tests),
 * `acp/_session_row.c` (a page's sessions read in one call, their times with them) and
 * `_session_wire.c` (a session's item for the editor, its time with it). Static inline: each
 * extension has its own copy of what it uses, and imports the datetime C API with `isotime_import`.
 * See `_isotime.c` for the shape.
 */
#ifndef ACP_BRIDGE_ISOTIME_H
#define ACP_BRIDGE_ISOTIME_H

#include <Python.h>
#include <datetime.h>
#include <string.h>

/* The value of the `n` decimal digits at `s`, or -1 if one of them is not a digit. */
static inline int
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

static inline int
isotime_days_in_month(int year, int month)
{
    static const int days[] = {31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
    if (month == 2 && year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)) {
        return 29;
    }
    return days[month - 1];
}

/* The aware UTC datetime of the `n` ASCII characters at `s` in the shape, a new reference; Py_None
 * (a new reference too) for any other text; NULL with an exception set when the datetime cannot be
 * made. */
static inline PyObject *
isotime_utc_datetime_chars(const char *s, Py_ssize_t n)
{
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

/* isotime_utc_datetime_chars of `text`, a str. */
static inline PyObject *
isotime_utc_datetime(PyObject *text)
{
    if (!PyUnicode_IS_ASCII(text)) {
        Py_RETURN_NONE;
    }
    return isotime_utc_datetime_chars((const char *)PyUnicode_DATA(text), PyUnicode_GET_LENGTH(text));
}

/* Whether `moment` is an exact datetime in `datetime.UTC` (the times `isotime_write_utc` writes). */
static inline int
isotime_is_utc(PyObject *moment)
{
    return PyDateTime_CheckExact(moment) && PyDateTime_DATE_GET_TZINFO(moment) == PyDateTimeAPI->TimeZone_UTC;
}

/* An `isotime_is_utc` moment as `YYYY-MM-DDTHH:MM:SS[.ffffff]Z` (what `isoformat` gives, with `Z`
 * for `+00:00`) into `text` (ISOTIME_MAX bytes): the number of bytes written. */
#define ISOTIME_MAX 32

static inline int
isotime_write_utc(PyObject *moment, char *text)
{
    /* Digits written by hand: snprintf's format parsing was most of the call. */
    int fields[6] = {PyDateTime_GET_YEAR(moment), PyDateTime_GET_MONTH(moment), PyDateTime_GET_DAY(moment),
                     PyDateTime_DATE_GET_HOUR(moment), PyDateTime_DATE_GET_MINUTE(moment),
                     PyDateTime_DATE_GET_SECOND(moment)};
    static const char separators[6] = {'-', '-', 'T', ':', ':', 0};
    int n = 0;
    for (int i = 0; i < 6; i++) {
        for (int width = i == 0 ? 4 : 2, at = width - 1; at >= 0; at--) {
            text[n + at] = (char)('0' + fields[i] % 10);
            fields[i] /= 10;
        }
        n += i == 0 ? 4 : 2;
        if (separators[i]) {
            text[n++] = separators[i];
        }
    }
    int micro = PyDateTime_DATE_GET_MICROSECOND(moment);
    if (micro) { /* isoformat writes the microseconds only when there are any */
        text[n++] = '.';
        for (int at = 5; at >= 0; at--) {
            text[n + at] = (char)('0' + micro % 10);
            micro /= 10;
        }
        n += 6;
    }
    text[n++] = 'Z';
    return n;
}

/* `moment` as `isotime_write_utc` writes it, a new str, when it is `isotime_is_utc`; Py_None (a new
 * reference) otherwise. */
static inline PyObject *
isotime_format_utc(PyObject *moment)
{
    if (!isotime_is_utc(moment)) {
        Py_RETURN_NONE;
    }
    char text[ISOTIME_MAX];
    return PyUnicode_FromStringAndSize(text, isotime_write_utc(moment, text));
}

/* The `Py_mod_exec` slot of a module that reads times: imports the datetime C API. */
static inline int
isotime_import(PyObject *module)
{
    PyDateTime_IMPORT;
    return PyDateTimeAPI == NULL ? -1 : 0;
}

#endif
