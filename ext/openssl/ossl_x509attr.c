/* ossl_x509attr.c - OpenSSL::X509::Attribute (1.8.7's API): an OID and a
 * SET of values, kept as OpenSSL::ASN1 objects and checked and encoded
 * through OpenSSL's X509_ATTRIBUTE; Request#attributes uses it */
#include "ossl.h"

static VALUE cX509Attr, eX509AttrError;
static ID id_oid, id_value;

static VALUE
asn1_const(const char *name)
{
    return rb_const_get(rb_const_get(mOSSL, rb_intern("ASN1")), rb_intern(name));
}

/* an X509_ATTRIBUTE of DER (raises when it is none) */
static X509_ATTRIBUTE *
attr_of_der(VALUE der)
{
    const unsigned char *p = (const unsigned char *)RSTRING_PTR(der);
    X509_ATTRIBUTE *attr = d2i_X509_ATTRIBUTE(NULL, &p, (long)RSTRING_LEN(der));

    if (!attr) ossl_raise(eX509AttrError, NULL);
    return attr;
}

/* sets oid and value from an attribute's DER */
static void
attr_load(VALUE self, VALUE der)
{
    VALUE seq;

    X509_ATTRIBUTE_free(attr_of_der(der));
    seq = rb_funcall(rb_const_get(mOSSL, rb_intern("ASN1")), rb_intern("decode"), 1, der);
    seq = rb_funcall(seq, rb_intern("value"), 0);
    rb_ivar_set(self, id_oid, rb_funcall(RARRAY_PTR(seq)[0], rb_intern("value"), 0));
    rb_ivar_set(self, id_value, RARRAY_PTR(seq)[1]);
}

/* new(der) or new(oid, value): value an OpenSSL::ASN1::Set */
static VALUE
attr_initialize(int argc, VALUE *argv, VALUE self)
{
    VALUE oid, value;

    if (rb_scan_args(argc, argv, "11", &oid, &value) == 1) {
        attr_load(self, StringValue(oid));
        return self;
    }
    rb_funcall(self, rb_intern("oid="), 1, oid);
    rb_funcall(self, rb_intern("value="), 1, value);
    return self;
}

static VALUE
attr_set_oid(VALUE self, VALUE oid)
{
    ASN1_OBJECT *obj = OBJ_txt2obj(StringValueCStr(oid), 0);

    if (!obj) ossl_raise(eX509AttrError, NULL);
    ASN1_OBJECT_free(obj);
    rb_ivar_set(self, id_oid, oid);
    return oid;
}

static VALUE
attr_oid(VALUE self)
{
    return rb_ivar_get(self, id_oid);
}

static VALUE
attr_set_value(VALUE self, VALUE value)
{
    OSSL_Check_Kind(value, asn1_const("ASN1Data"));
    rb_ivar_set(self, id_value, value);
    return value;
}

static VALUE
attr_value(VALUE self)
{
    return rb_ivar_get(self, id_value);
}

/* to_der: SEQUENCE { oid, value }, checked by OpenSSL */
static VALUE
attr_to_der(VALUE self)
{
    VALUE oid = rb_ivar_get(self, id_oid), items[2], der;

    if (NIL_P(oid) || NIL_P(rb_ivar_get(self, id_value)))
        rb_raise(eX509AttrError, "attribute is not complete");
    items[0] = rb_funcall(asn1_const("ObjectId"), rb_intern("new"), 1, oid);
    items[1] = rb_ivar_get(self, id_value);
    der = rb_funcall(rb_funcall(asn1_const("Sequence"), rb_intern("new"), 1,
                                rb_ary_new4(2, items)), rb_intern("to_der"), 0);
    X509_ATTRIBUTE_free(attr_of_der(der));
    return der;
}

/* an Attribute of an X509_ATTRIBUTE (for Request#attributes) */
VALUE
ossl_x509attr_new(const X509_ATTRIBUTE *attr)
{
    unsigned char *der = NULL;
    int len = i2d_X509_ATTRIBUTE((X509_ATTRIBUTE *)attr, &der);
    VALUE str;

    if (len <= 0) ossl_raise(eX509AttrError, NULL);
    str = rb_str_new((char *)der, len);
    OPENSSL_free(der);
    return rb_class_new_instance(1, &str, cX509Attr);
}

/* a new X509_ATTRIBUTE of an Attribute (the caller frees it) */
X509_ATTRIBUTE *
ossl_x509attr_get(VALUE obj)
{
    OSSL_Check_Kind(obj, cX509Attr);
    return attr_of_der(attr_to_der(obj));
}

void
Init_ossl_x509attr(void)
{
    id_oid = rb_intern("@oid");
    id_value = rb_intern("@value");
    cX509Attr = rb_define_class_under(mX509, "Attribute", rb_cObject);
    eX509AttrError = rb_define_class_under(mX509, "AttributeError", eOSSLError);
    rb_define_method(cX509Attr, "initialize", attr_initialize, -1);
    rb_define_method(cX509Attr, "oid=", attr_set_oid, 1);
    rb_define_method(cX509Attr, "oid", attr_oid, 0);
    rb_define_method(cX509Attr, "value=", attr_set_value, 1);
    rb_define_method(cX509Attr, "value", attr_value, 0);
    rb_define_method(cX509Attr, "to_der", attr_to_der, 0);
}
