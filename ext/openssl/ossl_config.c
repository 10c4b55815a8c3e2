/* ossl_config.c - OpenSSL::Config (1.8.7's API): an OpenSSL configuration
 * file's sections of name = value pairs, parsed by OpenSSL's NCONF (so
 * $var expansion and .include work as in the openssl command) and kept
 * as a Hash of Hashes; ExtensionFactory#config= takes one for create_ext's
 * "@section" references */
#include "ossl.h"
#include "st.h"
#include <openssl/conf.h>

static VALUE cConfig, eConfigError;
static ID id_data, id_order;

/* [section, key] pairs in the order they were read or added: a CONF made for
   ExtensionFactory lists each section's values as the file did (the Hashes
   iterate in 1.8.7's table order, not in the file's) */
static void
config_note_order(VALUE self, VALUE section, VALUE key)
{
    VALUE order = rb_ivar_get(self, id_order), pair = rb_assoc_new(section, key);

    if (NIL_P(order)) rb_ivar_set(self, id_order, order = rb_ary_new());
    if (!RTEST(rb_ary_includes(order, pair))) rb_ary_push(order, pair);
}

static VALUE
config_data(VALUE self)
{
    VALUE h = rb_ivar_get(self, id_data);

    if (NIL_P(h)) rb_ivar_set(self, id_data, h = rb_hash_new());
    return h;
}

/* the sections of a parsed CONF into self's Hash */
static void
config_fill(VALUE self, CONF *conf)
{
    STACK_OF(OPENSSL_CSTRING) *names = NCONF_get_section_names(conf);
    VALUE data = rb_hash_new();
    int i, j;

    rb_ivar_set(self, id_order, rb_ary_new());
    for (i = 0; names && i < sk_OPENSSL_CSTRING_num(names); i++) {
        const char *name = sk_OPENSSL_CSTRING_value(names, i);
        STACK_OF(CONF_VALUE) *sec = NCONF_get_section(conf, name);
        VALUE h = rb_hash_new();

        for (j = 0; sec && j < sk_CONF_VALUE_num(sec); j++) {
            CONF_VALUE *cv = sk_CONF_VALUE_value(sec, j);
            rb_hash_aset(h, rb_str_new2(cv->name), rb_str_new2(cv->value ? cv->value : ""));
            config_note_order(self, rb_str_new2(name), rb_str_new2(cv->name));
        }
        rb_hash_aset(data, rb_str_new2(name), h);
    }
    sk_OPENSSL_CSTRING_free(names);
    rb_ivar_set(self, id_data, data);
}

/* parses text (as a configuration file) into self */
static void
config_parse_into(VALUE self, VALUE text)
{
    CONF *conf = NCONF_new(NULL);
    BIO *in = ossl_obj2bio(StringValue(text));
    long eline = -1;
    int ok = conf && NCONF_load_bio(conf, in, &eline) == 1;

    BIO_free(in);
    if (!ok) {
        NCONF_free(conf);
        if (eline <= 0) ossl_raise(eConfigError, "wrong config format");
        ossl_raise(eConfigError, "error in line %ld", eline);
    }
    ERR_clear_error();
    config_fill(self, conf);
    NCONF_free(conf);
}

/* new(filename = nil) */
static VALUE
config_initialize(int argc, VALUE *argv, VALUE self)
{
    VALUE file;

    rb_ivar_set(self, id_data, rb_hash_new());
    if (rb_scan_args(argc, argv, "01", &file) == 1 && !NIL_P(file))
        config_parse_into(self, rb_funcall(rb_cFile, rb_intern("read"), 1, file));
    return self;
}

/* Config.parse(string) */
static VALUE
config_s_parse(VALUE klass, VALUE text)
{
    VALUE obj = rb_class_new_instance(0, 0, klass);

    config_parse_into(obj, text);
    return obj;
}

/* get_value(section, key): nil when absent */
static VALUE
config_get_value(VALUE self, VALUE section, VALUE key)
{
    VALUE sec = rb_hash_aref(config_data(self), StringValue(section));

    return NIL_P(sec) ? Qnil : rb_hash_aref(sec, StringValue(key));
}

/* value(key) or value(section, key) (section nil: "default"), 1.8.7's
   older reader */
static VALUE
config_value(int argc, VALUE *argv, VALUE self)
{
    VALUE a, b;

    if (rb_scan_args(argc, argv, "11", &a, &b) == 1) return config_get_value(self, rb_str_new2("default"), a);
    return config_get_value(self, NIL_P(a) ? rb_str_new2("default") : a, b);
}

static VALUE
config_add_value(VALUE self, VALUE section, VALUE key, VALUE value)
{
    VALUE data = config_data(self), sec;

    rb_check_frozen(self);
    sec = rb_hash_aref(data, StringValue(section));
    if (NIL_P(sec)) rb_hash_aset(data, section, sec = rb_hash_new());
    rb_hash_aset(sec, StringValue(key), StringValue(value));
    config_note_order(self, section, key);
    return value;
}

/* [section]: a copy of its pairs ({} when absent) */
static VALUE
config_aref(VALUE self, VALUE section)
{
    VALUE sec = rb_hash_aref(config_data(self), StringValue(section));

    return NIL_P(sec) ? rb_hash_new() : rb_funcall(sec, rb_intern("dup"), 0);
}

static int
add_pair(VALUE key, VALUE value, VALUE arg)
{
    VALUE *a = (VALUE *)arg;

    config_add_value(a[0], a[1], rb_obj_as_string(key), rb_obj_as_string(value));
    return ST_CONTINUE;
}

/* [section] = pairs: adds each pair to the section */
static VALUE
config_aset(VALUE self, VALUE section, VALUE pairs)
{
    VALUE a[2];

    Check_Type(pairs, T_HASH);
    a[0] = self;
    a[1] = StringValue(section);
    rb_hash_foreach(pairs, add_pair, (VALUE)a);
    return pairs;
}

static VALUE
config_sections(VALUE self)
{
    return rb_funcall(config_data(self), rb_intern("keys"), 0);
}

static int
text_pair(VALUE key, VALUE value, VALUE str)
{
    rb_str_append(str, key);
    rb_str_cat2(str, "=");
    rb_str_append(str, value);
    rb_str_cat2(str, "\n");
    return ST_CONTINUE;
}

static int
text_section(VALUE name, VALUE pairs, VALUE str)
{
    rb_str_cat2(str, "[ ");
    rb_str_append(str, name);
    rb_str_cat2(str, " ]\n");
    rb_hash_foreach(pairs, text_pair, str);
    rb_str_cat2(str, "\n");
    return ST_CONTINUE;
}

/* to_s: the configuration as a file ("[ section ]" then "key=value") */
static VALUE
config_to_s(VALUE self)
{
    VALUE str = rb_str_new(0, 0);

    rb_hash_foreach(config_data(self), text_section, str);
    return str;
}

static int
each_pair(VALUE key, VALUE value, VALUE section)
{
    rb_yield(rb_ary_new3(3, section, key, value));
    return ST_CONTINUE;
}

static int
each_section(VALUE name, VALUE pairs, VALUE unused)
{
    rb_hash_foreach(pairs, each_pair, name);
    return ST_CONTINUE;
}

/* each {|section, key, value| } */
static VALUE
config_each(VALUE self)
{
    rb_hash_foreach(config_data(self), each_section, Qnil);
    return self;
}

static VALUE
config_inspect(VALUE self)
{
    VALUE str = rb_str_new2("#<");

    rb_str_cat2(str, rb_obj_classname(self));
    rb_str_cat2(str, " sections=");
    rb_str_append(str, rb_inspect(config_sections(self)));
    rb_str_cat2(str, ">");
    return str;
}

/* the configuration as a file, sections and values in config_note_order's
   order */
static VALUE
config_ordered_text(VALUE self)
{
    VALUE order = rb_ivar_get(self, id_order), data = config_data(self), str = rb_str_new(0, 0);
    VALUE done = rb_ary_new(), section, pair;
    long i, j;

    for (i = 0; !NIL_P(order) && i < RARRAY_LEN(order); i++) {
        section = RARRAY_PTR(RARRAY_PTR(order)[i])[0];
        if (RTEST(rb_ary_includes(done, section))) continue;
        rb_ary_push(done, section);
        rb_str_cat2(str, "[ ");
        rb_str_append(str, section);
        rb_str_cat2(str, " ]\n");
        for (j = i; j < RARRAY_LEN(order); j++) {
            pair = RARRAY_PTR(order)[j];
            if (rb_str_equal(RARRAY_PTR(pair)[0], section) != Qtrue) continue;
            text_pair(RARRAY_PTR(pair)[1],
                      rb_hash_aref(rb_hash_aref(data, section), RARRAY_PTR(pair)[1]), str);
        }
        rb_str_cat2(str, "\n");
    }
    return str;
}

/* a CONF of a Config (for ExtensionFactory), to free with NCONF_free */
CONF *
ossl_config_conf(VALUE obj)
{
    CONF *conf = NCONF_new(NULL);
    BIO *in;
    int ok;

    OSSL_Check_Kind(obj, cConfig);
    in = ossl_obj2bio(config_ordered_text(obj));
    ok = conf && NCONF_load_bio(conf, in, NULL) == 1;
    BIO_free(in);
    if (!ok) {
        NCONF_free(conf);
        ossl_raise(eConfigError, NULL);
    }
    return conf;
}

void
Init_ossl_config(void)
{
    char *file = CONF_get1_default_config_file();

    id_data = rb_intern("@data");
    id_order = rb_intern("@order");
    cConfig = rb_define_class_under(mOSSL, "Config", rb_cObject);
    eConfigError = rb_define_class_under(mOSSL, "ConfigError", eOSSLError);
    rb_include_module(cConfig, rb_mEnumerable);
    rb_define_const(cConfig, "DEFAULT_CONFIG_FILE", file ? rb_str_new2(file) : Qnil);
    OPENSSL_free(file);
    rb_define_singleton_method(cConfig, "parse", config_s_parse, 1);
    rb_define_alias(rb_singleton_class(cConfig), "load", "new");
    rb_define_method(cConfig, "initialize", config_initialize, -1);
    rb_define_method(cConfig, "get_value", config_get_value, 2);
    rb_define_method(cConfig, "value", config_value, -1);
    rb_define_method(cConfig, "add_value", config_add_value, 3);
    rb_define_method(cConfig, "[]", config_aref, 1);
    rb_define_method(cConfig, "section", config_aref, 1);
    rb_define_method(cConfig, "[]=", config_aset, 2);
    rb_define_method(cConfig, "sections", config_sections, 0);
    rb_define_method(cConfig, "to_s", config_to_s, 0);
    rb_define_method(cConfig, "each", config_each, 0);
    rb_define_method(cConfig, "inspect", config_inspect, 0);
}
