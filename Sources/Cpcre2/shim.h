// PCRE2's 8-bit library (Debian's libpcre2-dev): the regex engine
// GtkSourceView matches its language definitions with.
#define PCRE2_CODE_UNIT_WIDTH 8
#include <pcre2.h>
