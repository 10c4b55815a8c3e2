/* ossl_rand.c - OpenSSL::Random */
#include "ossl.h"

static VALUE mRandom, eRandomError;

static VALUE
rand_seed(VALUE self, VALUE str)
{
    StringValue(str);
    RAND_seed(RSTRING_PTR(str), (int)RSTRING_LEN(str));
    return str;
}

static VALUE
rand_add(VALUE self, VALUE str, VALUE entropy)
{
    StringValue(str);
    RAND_add(RSTRING_PTR(str), (int)RSTRING_LEN(str), NUM2DBL(entropy));
    return self;
}

static VALUE
rand_bytes(VALUE self, VALUE len)
{
    long n = NUM2LONG(len);
    VALUE str = rb_str_new(0, n);

    if (RAND_bytes((unsigned char *)RSTRING_PTR(str), (int)n) != 1)
        ossl_raise(eRandomError, NULL);
    return str;
}

static VALUE
rand_load_file(VALUE self, VALUE file)
{
    SafeStringValue(file);
    if (RAND_load_file(RSTRING_PTR(file), -1) < 0)
        ossl_raise(eRandomError, NULL);
    return Qtrue;
}

static VALUE
rand_write_file(VALUE self, VALUE file)
{
    SafeStringValue(file);
    if (RAND_write_file(RSTRING_PTR(file)) < 0)
        ossl_raise(eRandomError, NULL);
    return Qtrue;
}

static VALUE
rand_status(VALUE self)
{
    return RAND_status() ? Qtrue : Qfalse;
}

void
Init_ossl_rand(void)
{
    mRandom = rb_define_module_under(mOSSL, "Random");
    eRandomError = rb_define_class_under(mRandom, "RandomError", eOSSLError);
    rb_define_module_function(mRandom, "seed", rand_seed, 1);
    rb_define_module_function(mRandom, "random_add", rand_add, 2);
    rb_define_module_function(mRandom, "load_random_file", rand_load_file, 1);
    rb_define_module_function(mRandom, "write_random_file", rand_write_file, 1);
    rb_define_module_function(mRandom, "random_bytes", rand_bytes, 1);
    rb_define_module_function(mRandom, "pseudo_bytes", rand_bytes, 1);
    rb_define_module_function(mRandom, "status?", rand_status, 0);
}
