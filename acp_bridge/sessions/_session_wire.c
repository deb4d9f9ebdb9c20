/* A session's listed item for the editor (`lsp.convert._listed_wire`), built in one C call in the
 * common case.
 *
 * An answer with every session of a large store builds one item per session the first time it sees
 * it: 10,000 sessions took ~50 ms in compiled Python, more than paging them from the agent, because
 * each item is some twenty small calls (a label check per field, the display title, the time, the
 * facts, the dict). Here the same item is made from the record's values in one pass.
 *
 * The common case only: exact strings whose label is the text itself (no longer than the field's
 * limit, `is_plain_label`, no space at either end: `titles.sanitize_label`'s fast path), a time that
 * is an exact datetime in `datetime.UTC` or None, `_meta` an exact dict (or None) whose facts are
 * plain keys with exact str, int, float or bool values, an exact list or tuple of plain folders. For
 * anything else `session_wire` returns None and the caller builds the item in Python, which also
 * decides how odd values are cleaned. Otherwise the result equals
 * `protocol.listed_session_wire(session_item(record).wire())`: the item without the members that
 * hold their default (tests/unit/test_session_wire.py holds it to that on arbitrary records).
 *
 * `session_json` writes the same members as the item's JSON, the bytes `orjson.dumps` makes of
 * `session_wire`'s dict, without the dict, and without the strings and lists the dict's time,
 * facts and folders are: what a record caches, and an answer listing thousands of sessions joins.
 */
#include "_textscan.h"
#include "_isotime.h" /* the time, written as titles.iso_utc writes it */

/* The order of `SessionRecord.item_source()` (sessions/records.py): the tuple `session_wire` takes. */
enum { S_AGENT_ID, S_SESSION_ID, S_LOCAL_TITLE, S_TITLE, S_FIRST_PROMPT, S_CWD, S_UPDATED_AT, S_META,
       S_DIRECTORIES, S_COUNT };

/* The limits `convert.session_item` and `titles.display_title` cut labels at. */
#define TITLE_MAX 500
#define DISPLAY_MAX 80
#define CWD_MAX 1000
#define PROMPT_MAX 200
#define FACT_KEY_MAX 40
#define FACT_VALUE_MAX 80
#define MAX_FACTS 8

/* Whether `sanitize_label(text, max_len)` is `text` itself, by its fast path's test. */
static int
label_is_text(PyObject *text, Py_ssize_t max_len)
{
    Py_ssize_t n = PyUnicode_GET_LENGTH(text);
    if (n > max_len || !is_plain_label(text)) {
        return 0;
    }
    return n == 0 || (PyUnicode_READ_CHAR(text, 0) != ' ' && PyUnicode_READ_CHAR(text, n - 1) != ' ');
}

/* An optional label field (`sanitize_label(v, max) if v else None`): a new reference to the value or
 * to None; NULL without an exception when the value is outside the common case. */
static PyObject *
optional_label(PyObject *value, Py_ssize_t max_len)
{
    if (value == Py_None || (PyUnicode_CheckExact(value) && PyUnicode_GET_LENGTH(value) == 0)) {
        Py_RETURN_NONE;
    }
    if (PyUnicode_CheckExact(value) && label_is_text(value, max_len)) {
        return Py_NewRef(value);
    }
    return NULL;
}

/* `titles.display_title(local_title or title, first_prompt, session_id)`: a borrowed reference, or
 * NULL when it is not one of the two candidates as they are (a label to clean, or the short id). */
static PyObject *
display_title(PyObject *local_title, PyObject *title, PyObject *first_prompt)
{
    int local = PyUnicode_CheckExact(local_title) && PyUnicode_GET_LENGTH(local_title) > 0;
    PyObject *candidates[2] = {local ? local_title : title, first_prompt};
    for (int i = 0; i < 2; i++) {
        PyObject *candidate = candidates[i];
        if (candidate == Py_None) {
            continue;
        }
        if (!PyUnicode_CheckExact(candidate) || !label_is_text(candidate, DISPLAY_MAX)) {
            return NULL;
        }
        if (PyUnicode_GET_LENGTH(candidate) > 0) {
            return candidate;
        }
    }
    return NULL;
}

/* "key: value" (PyUnicode_FromFormat parses its format on every call). */
static PyObject *
key_value(PyObject *key, PyObject *value)
{
    Py_ssize_t nk = PyUnicode_GET_LENGTH(key), nv = PyUnicode_GET_LENGTH(value);
    Py_UCS4 max = Py_MAX(PyUnicode_MAX_CHAR_VALUE(key), PyUnicode_MAX_CHAR_VALUE(value));
    PyObject *fact = PyUnicode_New(nk + 2 + nv, max);
    if (fact == NULL) {
        return NULL;
    }
    int kind = PyUnicode_KIND(fact);
    void *data = PyUnicode_DATA(fact);
    PyUnicode_CopyCharacters(fact, 0, key, 0, nk);
    PyUnicode_WRITE(kind, data, nk, ':');
    PyUnicode_WRITE(kind, data, nk + 1, ' ');
    PyUnicode_CopyCharacters(fact, nk + 2, value, 0, nv);
    return fact;
}

/* One entry of `_meta` as `convert._facts` reads it. An exact int that fits in a long long is
 * written as digits into `digits` (its str(): a plain label of at most 20 characters, made without
 * a str object); any other scalar's text is `*text`, a new reference. 1: a fact (the key and the
 * text are labels as they are); 0: not one (nested data), skipped; -2: outside the common case;
 * -1 with an exception. */
enum { FACT_DIGITS = 24 };

static int
fact_value(PyObject *key, PyObject *value, char digits[FACT_DIGITS], Py_ssize_t *n_digits, PyObject **text)
{
    *text = NULL;
    *n_digits = 0;
    if (!PyUnicode_CheckExact(key)) { /* not from JSON: Python says what happens (whatever the value) */
        return -2;
    }
    int overflow = 1;
    long long number = PyLong_CheckExact(value) ? PyLong_AsLongLongAndOverflow(value, &overflow) : 0;
    if (!overflow) {
        if (number == -1 && PyErr_Occurred()) {
            return -1;
        }
        unsigned long long rest = number < 0 ? 0ULL - (unsigned long long)number : (unsigned long long)number;
        char reversed[FACT_DIGITS];
        Py_ssize_t n = 0;
        do {
            reversed[n++] = (char)('0' + rest % 10);
            rest /= 10;
        } while (rest);
        if (number < 0) {
            reversed[n++] = '-';
        }
        for (Py_ssize_t i = 0; i < n; i++) {
            digits[i] = reversed[n - 1 - i];
        }
        *n_digits = n;
    }
    else if (PyUnicode_CheckExact(value)) {
        *text = Py_NewRef(value);
    }
    else if (PyLong_CheckExact(value) || PyFloat_CheckExact(value) || PyBool_Check(value)) {
        *text = PyObject_Str(value); /* digits, a sign, a point, an exponent: plain */
        if (*text == NULL) { /* an int too long to write: Python says what happens then */
            PyErr_Clear();
            return -2;
        }
    }
    else if (PyUnicode_Check(value) || PyLong_Check(value) || PyFloat_Check(value)) {
        return -2; /* a subclass: its str() is its own */
    }
    else {
        return 0; /* nested data is not a fact */
    }
    if (!label_is_text(key, FACT_KEY_MAX) || (*text != NULL && !label_is_text(*text, FACT_VALUE_MAX))) {
        Py_CLEAR(*text);
        return -2;
    }
    return 1;
}

/* `convert._facts(meta)` of None or an exact dict: a new list; NULL without an exception outside
 * the common case, NULL with one on failure (`*failed` set). */
static PyObject *
facts(PyObject *meta, int *failed)
{
    if (meta == Py_None) {
        PyObject *none = PyList_New(0);
        *failed = none == NULL;
        return none;
    }
    PyObject *list = PyList_New(0);
    if (list == NULL) {
        *failed = 1;
        return NULL;
    }
    Py_ssize_t pos = 0;
    PyObject *key, *value;
    while (PyList_GET_SIZE(list) < MAX_FACTS && PyDict_Next(meta, &pos, &key, &value)) {
        char digits[FACT_DIGITS];
        Py_ssize_t n_digits;
        PyObject *text;
        int found = fact_value(key, value, digits, &n_digits, &text);
        if (found == 0) {
            continue;
        }
        if (found == 1 && text == NULL) {
            text = PyUnicode_FromStringAndSize(digits, n_digits);
            found = text == NULL ? -1 : 1;
        }
        if (found < 0) {
            *failed = found == -1;
            Py_DECREF(list);
            return NULL;
        }
        PyObject *fact = key_value(key, text);
        Py_DECREF(text);
        if (fact == NULL || PyList_Append(list, fact) < 0) {
            Py_XDECREF(fact);
            Py_DECREF(list);
            *failed = 1;
            return NULL;
        }
        Py_DECREF(fact);
    }
    return list;
}

/* Whether the folders are an exact list or tuple of labels as they are (`[sanitize_label(d, 1000)
 * for d in dirs]` is `dirs`). */
static int
plain_folders(PyObject *dirs)
{
    if (!PyList_CheckExact(dirs) && !PyTuple_CheckExact(dirs)) {
        return 0;
    }
    Py_ssize_t n = PySequence_Fast_GET_SIZE(dirs);
    PyObject **items = PySequence_Fast_ITEMS(dirs);
    for (Py_ssize_t i = 0; i < n; i++) {
        if (!PyUnicode_CheckExact(items[i]) || !label_is_text(items[i], CWD_MAX)) {
            return 0;
        }
    }
    return 1;
}

/* The members of a listed item, in the item's order (the keys' order in _textscan.h, from
 * `sessionId`): NULL where the item leaves the member out. `owned` holds the references the values
 * need; item_release lets them go. */
enum { M_COUNT = K_COUNT - K_SESSION_ID, M_OWNED = 6 };

typedef struct {
    PyObject *values[M_COUNT];
    PyObject *owned[M_OWNED];
} listed_item;

static void
item_release(listed_item *item)
{
    for (int i = 0; i < M_OWNED; i++) {
        Py_CLEAR(item->owned[i]);
    }
}

/* The members of the item of `source` (a `SessionRecord.item_source()`): 1 with them in `item`, 0
 * when a value is outside the common case, -1 with an exception (nothing held on 0 or -1).
 * `lazy` (what session_json asks for): the time, the facts and the folders are checked, and left as
 * the record holds them (the datetime, the `_meta` dict, the list or tuple) for the JSON to be
 * written from, where the dict's item needs a str and two lists made of them. */
static int
item_members(PyObject *source, listed_item *item, const char *function, int lazy)
{
    memset(item, 0, sizeof *item);
    if (!PyTuple_CheckExact(source) || PyTuple_GET_SIZE(source) != S_COUNT) {
        PyErr_Format(PyExc_TypeError, "%s() takes the tuple of SessionRecord.item_source()", function);
        return -1;
    }
    PyObject **v = PySequence_Fast_ITEMS(source);
    PyObject *agent_id = v[S_AGENT_ID], *session_id = v[S_SESSION_ID], *local_title = v[S_LOCAL_TITLE];
    PyObject *moment = v[S_UPDATED_AT], *meta = v[S_META], *folders = v[S_DIRECTORIES];
    if (!PyUnicode_CheckExact(agent_id) || !PyUnicode_CheckExact(session_id)
        || (local_title != Py_None && !PyUnicode_CheckExact(local_title))
        || (moment != Py_None && !isotime_is_utc(moment)) /* another zone, or not a datetime */
        || (meta != Py_None && !PyDict_CheckExact(meta)) || !plain_folders(folders)) {
        return 0;
    }
    PyObject *display = display_title(local_title, v[S_TITLE], v[S_FIRST_PROMPT]);
    if (display == NULL) {
        return 0;
    }
    int failed = 0;
    PyObject **title = &item->owned[0], **cwd = &item->owned[1], **prompt = &item->owned[2];
    PyObject **updated = &item->owned[3], **fact_list = &item->owned[4], **dirs = &item->owned[5];
    if ((*title = optional_label(v[S_TITLE], TITLE_MAX)) == NULL
        || (*cwd = optional_label(v[S_CWD], CWD_MAX)) == NULL
        || (*prompt = optional_label(v[S_FIRST_PROMPT], PROMPT_MAX)) == NULL) {
        goto outside;
    }
    if (lazy) {
        *updated = Py_NewRef(moment);
        *fact_list = Py_NewRef(meta);
        *dirs = Py_NewRef(folders);
    }
    else {
        *updated = moment == Py_None ? Py_NewRef(Py_None) : isotime_format_utc(moment);
        if (*updated == NULL || (*dirs = PySequence_List(folders)) == NULL) {
            goto error;
        }
        if ((*fact_list = facts(meta, &failed)) == NULL) {
            if (failed) {
                goto error;
            }
            goto outside;
        }
    }
    {
        /* `displayTitle` only when it is not `title`; the folders and the facts only when there are any
         * (the facts of a lazy item: when session_json writes one). */
        int same = *title != Py_None && PyObject_RichCompareBool(display, *title, Py_EQ);
        if (same < 0) {
            goto error;
        }
        int any_facts = *fact_list != Py_None && (lazy || PyList_GET_SIZE(*fact_list));
        PyObject *values[M_COUNT] = {session_id, same ? NULL : display, *title, local_title, *cwd,
                                     PySequence_Fast_GET_SIZE(*dirs) ? *dirs : NULL, *updated, *prompt,
                                     any_facts ? *fact_list : NULL};
        for (int k = 0; k < M_COUNT; k++) {
            item->values[k] = values[k] == Py_None ? NULL : values[k];
        }
        return 1;
    }
outside:
    item_release(item);
    return 0;
error:
    item_release(item);
    return -1;
}

const char session_wire_doc[] =
    "session_wire(source, /)\n--\n\n"
    "The listed item of an inactive session from `SessionRecord.item_source()`, or None when a "
    "value is outside the common case (the caller builds it in Python).";

PyObject *
session_wire(PyObject *module, PyObject *source)
{
    listed_item members;
    int found = item_members(source, &members, "session_wire", 0);
    if (found <= 0) {
        return found < 0 ? NULL : Py_NewRef(Py_None);
    }
    PyObject **keys = ((textscan_state *)PyModule_GetState(module))->keys;
    PyObject *item = _PyDict_NewPresized(M_COUNT); /* no resize on the way */
    for (int k = 0; item != NULL && k < M_COUNT; k++) {
        if (members.values[k] != NULL && PyDict_SetItem(item, keys[K_SESSION_ID + k], members.values[k]) < 0) {
            Py_CLEAR(item);
        }
    }
    item_release(&members);
    return item;
}

/* -- the same item as JSON ------------------------------------------------------------------- */

static int
put_bytes(byte_sink *s, const char *text, Py_ssize_t n)
{
    char *out = sink_reserve(s, n);
    if (out == NULL) {
        return -1;
    }
    memcpy(out, text, (size_t)n);
    s->used += n;
    return 0;
}

static int
put_ascii(byte_sink *s, const char *text)
{
    return put_bytes(s, text, (Py_ssize_t)strlen(text));
}

/* A str as a JSON string (orjson's bytes); -1 with ValueError at a lone surrogate. */
static int
put_string(byte_sink *s, PyObject *text)
{
    if (put_ascii(s, "\"") < 0 || sink_json(s, text, "session_json") < 0) {
        return -1;
    }
    return put_ascii(s, "\"");
}

/* The folders: a list or tuple of str. */
static int
put_strings(byte_sink *s, PyObject *items)
{
    if (put_ascii(s, "[") < 0) {
        return -1;
    }
    for (Py_ssize_t i = 0; i < PySequence_Fast_GET_SIZE(items); i++) {
        if ((i > 0 && put_ascii(s, ",") < 0) || put_string(s, PySequence_Fast_ITEMS(items)[i]) < 0) {
            return -1;
        }
    }
    return put_ascii(s, "]");
}

/* A member's name, after a comma unless it is the first: plain ASCII (the keys the dict of
 * session_wire has), quoted as it is. */
static int
put_name(byte_sink *s, int key, int first)
{
    return put_ascii(s, first ? "\"" : ",\"") < 0 || put_ascii(s, KEY_NAMES[key]) < 0 ? -1 : put_ascii(s, "\":");
}

/* The `facts` member of `meta` (an exact dict), its facts as `facts` makes them, after the members
 * before it: left out (nothing written) when there is none. 0, -2 outside the common case, -1 with
 * an exception. */
static int
put_facts(byte_sink *s, PyObject *meta)
{
    Py_ssize_t start = s->used, pos = 0;
    PyObject *key, *value;
    int count = 0;
    while (count < MAX_FACTS && PyDict_Next(meta, &pos, &key, &value)) {
        char digits[FACT_DIGITS];
        Py_ssize_t n_digits;
        PyObject *text;
        int found = fact_value(key, value, digits, &n_digits, &text);
        if (found <= 0) {
            if (found < 0) {
                return found;
            }
            continue;
        }
        /* Before the first fact the member's name and the list's bracket, between two a comma. */
        int opened = count ? put_ascii(s, ",") : put_name(s, K_FACTS, 0) < 0 ? -1 : put_ascii(s, "[");
        int failed = opened < 0 || put_ascii(s, "\"") < 0 || sink_json(s, key, "session_json") < 0
                     || put_ascii(s, ": ") < 0
                     || (text != NULL ? sink_json(s, text, "session_json") : put_bytes(s, digits, n_digits)) < 0
                     || put_ascii(s, "\"") < 0;
        Py_XDECREF(text);
        if (failed) {
            return -1;
        }
        count++;
    }
    if (count == 0) {
        s->used = start;
        return 0;
    }
    return put_ascii(s, "]");
}

/* A member's value as item_members leaves it in a lazy item. */
static int
put_member(byte_sink *s, int member, PyObject *value)
{
    switch (member + K_SESSION_ID) {
    case K_UPDATED_AT: {
        char text[ISOTIME_MAX + 2];
        int n = isotime_write_utc(value, text + 1);
        text[0] = text[n + 1] = '"';
        return put_bytes(s, text, n + 2);
    }
    case K_DIRECTORIES:
        return put_strings(s, value);
    default:
        return put_string(s, value);
    }
}

const char session_json_doc[] =
    "session_json(source, /)\n--\n\n"
    "orjson.dumps(session_wire(source)), written without the dict: the listed item's JSON, or None "
    "when a value is outside the common case (or a string holds a lone surrogate, which JSON "
    "cannot carry).";

PyObject *
session_json(PyObject *module, PyObject *source)
{
    listed_item members;
    int found = item_members(source, &members, "session_json", 1);
    if (found <= 0) {
        return found < 0 ? NULL : Py_NewRef(Py_None);
    }
    /* A listed item is ~180 bytes; sink_reserve grows it when a title is long. */
    byte_sink sink = {PyBytes_FromStringAndSize(NULL, 256), 0};
    int status = sink.bytes == NULL || put_ascii(&sink, "{") < 0 ? -1 : 0;
    /* The facts are last: written (or left out) after the rest, and the only member that can still
     * turn out to be outside the common case. */
    enum { FACTS = K_FACTS - K_SESSION_ID };
    for (int k = 0; status == 0 && k < FACTS; k++) {
        if (members.values[k] == NULL) {
            continue;
        }
        /* `sessionId` is always there, and first. */
        status = put_name(&sink, K_SESSION_ID + k, k == 0) < 0 || put_member(&sink, k, members.values[k]) < 0 ? -1 : 0;
    }
    if (status == 0 && members.values[FACTS] != NULL) {
        status = put_facts(&sink, members.values[FACTS]);
    }
    status = status == 0 && put_ascii(&sink, "}") < 0 ? -1 : status;
    item_release(&members);
    if (status < 0) {
        Py_XDECREF(sink.bytes); /* NULL when a resize failed */
        if (status == -2 || PyErr_ExceptionMatches(PyExc_ValueError)) { /* or a surrogate: Python's */
            PyErr_Clear();
            Py_RETURN_NONE;
        }
        return NULL;
    }
    if (_PyBytes_Resize(&sink.bytes, sink.used) < 0) {
        return NULL;
    }
    return sink.bytes;
}

/* The module's exec slot calls this: the datetime C API, for this file's copy of `_isotime.h`. */
int
session_wire_import(void)
{
    return isotime_import(NULL);
}
