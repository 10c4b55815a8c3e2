/* ossl_x509.c - OpenSSL::X509: Name, Extension, ExtensionFactory and the
 * module's constants (Certificate and Store: ossl_x509cert.c) */
#include "ossl.h"

VALUE mX509, cX509Name;
static VALUE cX509Ext, eX509NameError, cX509ExtFactory, eX509ExtError;

/* ---- Name ---- */

static VALUE
name_alloc(VALUE klass)
{
    X509_NAME *name = X509_NAME_new();

    if (!name) ossl_raise(eX509NameError, NULL);
    return Data_Wrap_Struct(klass, 0, X509_NAME_free, name);
}

X509_NAME *
ossl_x509name_get(VALUE obj)
{
    X509_NAME *name;

    OSSL_Check_Kind(obj, cX509Name);
    Data_Get_Struct(obj, X509_NAME, name);
    return name;
}

VALUE
ossl_x509name_new(const X509_NAME *name)
{
    X509_NAME *dup = X509_NAME_dup(name);

    if (!dup) ossl_raise(eX509NameError, NULL);
    return Data_Wrap_Struct(cX509Name, 0, X509_NAME_free, dup);
}

/* add_entry(oid, value, type = OBJECT_TYPE_TEMPLATE[oid]) */
static VALUE
name_add_entry(int argc, VALUE *argv, VALUE self)
{
    VALUE oid, value, type;

    rb_scan_args(argc, argv, "21", &oid, &value, &type);
    StringValue(oid);
    StringValue(value);
    if (NIL_P(type))
        type = rb_funcall(rb_const_get(cX509Name, rb_intern("OBJECT_TYPE_TEMPLATE")), rb_intern("[]"), 1, oid);
    if (!X509_NAME_add_entry_by_txt(ossl_x509name_get(self), StringValueCStr(oid), NUM2INT(type),
                                    (unsigned char *)RSTRING_PTR(value), (int)RSTRING_LEN(value), -1, 0))
        ossl_raise(eX509NameError, NULL);
    return self;
}

/* one [oid, value, type] of the Array given to new */
static VALUE
name_init_i(VALUE entry, VALUE args)
{
    VALUE self = rb_ary_entry(args, 0), template = rb_ary_entry(args, 1);
    VALUE argv[3];

    Check_Type(entry, T_ARRAY);
    argv[0] = rb_ary_entry(entry, 0);
    argv[1] = rb_ary_entry(entry, 1);
    argv[2] = rb_ary_entry(entry, 2);
    if (NIL_P(argv[2])) argv[2] = rb_funcall(template, rb_intern("[]"), 1, argv[0]);
    return name_add_entry(3, argv, self);
}

/* new(entries = nil, template = OBJECT_TYPE_TEMPLATE) or new(der) */
static VALUE
name_initialize(int argc, VALUE *argv, VALUE self)
{
    VALUE arg, template;

    if (rb_scan_args(argc, argv, "02", &arg, &template) == 0) return self;
    if (NIL_P(template))
        template = rb_const_get(cX509Name, rb_intern("OBJECT_TYPE_TEMPLATE"));
    if (TYPE(arg) == T_ARRAY) {
        rb_iterate(rb_each, arg, name_init_i, rb_assoc_new(self, template));
    } else {
        const unsigned char *p;
        X509_NAME *name;

        StringValue(arg);
        p = (unsigned char *)RSTRING_PTR(arg);
        name = d2i_X509_NAME(NULL, &p, RSTRING_LEN(arg));
        if (!name) ossl_raise(eX509NameError, NULL);
        X509_NAME_free(DATA_PTR(self));
        DATA_PTR(self) = name;
    }
    return self;
}

static VALUE
name_to_s(int argc, VALUE *argv, VALUE self)
{
    X509_NAME *name = ossl_x509name_get(self);
    VALUE flags;
    BIO *bio;

    if (rb_scan_args(argc, argv, "01", &flags) == 0) {
        char *s = X509_NAME_oneline(name, NULL, 0);
        return ossl_cstr_free(s);
    }
    bio = BIO_new(BIO_s_mem());
    if (!bio || X509_NAME_print_ex(bio, name, 0, NUM2ULONG(flags)) < 0) {
        BIO_free(bio);
        ossl_raise(eX509NameError, NULL);
    }
    return ossl_membio2str(bio);
}

/* an object's name: its short name, or its dotted OID */
static VALUE
obj_name(const ASN1_OBJECT *obj)
{
    char buf[128];
    int nid = OBJ_obj2nid(obj);

    if (nid != NID_undef) return rb_str_new2(OBJ_nid2sn(nid));
    OBJ_obj2txt(buf, sizeof(buf), obj, 1);
    return rb_str_new2(buf);
}

static VALUE
name_to_a(VALUE self)
{
    X509_NAME *name = ossl_x509name_get(self);
    VALUE ary = rb_ary_new();
    int i;

    for (i = 0; i < X509_NAME_entry_count(name); i++) {
        X509_NAME_ENTRY *e = X509_NAME_get_entry(name, i);
        const ASN1_STRING *v = X509_NAME_ENTRY_get_data(e);
        rb_ary_push(ary, rb_ary_new3(3, obj_name(X509_NAME_ENTRY_get_object(e)),
                                     rb_str_new((char *)ASN1_STRING_get0_data(v), ASN1_STRING_length(v)),
                                     INT2FIX(ASN1_STRING_type(v))));
    }
    return ary;
}

static VALUE
name_cmp(VALUE self, VALUE other)
{
    int r = X509_NAME_cmp(ossl_x509name_get(self), ossl_x509name_get(other));
    return INT2FIX(r < 0 ? -1 : r > 0 ? 1 : 0);
}

static VALUE
name_eql(VALUE self, VALUE other)
{
    if (!rb_obj_is_kind_of(other, cX509Name)) return Qfalse;
    return name_cmp(self, other) == INT2FIX(0) ? Qtrue : Qfalse;
}

static VALUE
name_hash(VALUE self)
{
    return ULONG2NUM(X509_NAME_hash_ex(ossl_x509name_get(self), NULL, NULL, NULL));
}

static VALUE
name_to_der(VALUE self)
{
    unsigned char *der = NULL;
    int len = i2d_X509_NAME(ossl_x509name_get(self), &der);
    VALUE str;

    if (len < 0) ossl_raise(eX509NameError, NULL);
    str = rb_str_new((char *)der, len);
    OPENSSL_free(der);
    return str;
}

static VALUE
name_copy(VALUE self, VALUE other)
{
    X509_NAME *dup;

    if (self == other) return self;
    dup = X509_NAME_dup(ossl_x509name_get(other));
    if (!dup) ossl_raise(eX509NameError, NULL);
    X509_NAME_free(DATA_PTR(self));
    DATA_PTR(self) = dup;
    return self;
}

/* ---- Extension ---- */

static VALUE
ext_alloc(VALUE klass)
{
    X509_EXTENSION *ext = X509_EXTENSION_new();

    if (!ext) ossl_raise(eX509ExtError, NULL);
    return Data_Wrap_Struct(klass, 0, X509_EXTENSION_free, ext);
}

static X509_EXTENSION *
ext_get(VALUE obj)
{
    X509_EXTENSION *ext;

    OSSL_Check_Kind(obj, cX509Ext);
    Data_Get_Struct(obj, X509_EXTENSION, ext);
    return ext;
}

/* a new Extension, copying ext */
VALUE
ossl_x509ext_new(const X509_EXTENSION *ext)
{
    X509_EXTENSION *dup = X509_EXTENSION_dup(ext);

    if (!dup) ossl_raise(eX509ExtError, NULL);
    return Data_Wrap_Struct(cX509Ext, 0, X509_EXTENSION_free, dup);
}

X509_EXTENSION *
ossl_x509ext_get(VALUE obj)
{
    return ext_get(obj);
}

static VALUE
ext_set_oid(VALUE self, VALUE oid)
{
    ASN1_OBJECT *obj = OBJ_txt2obj(StringValueCStr(oid), 0);

    if (!obj) ossl_raise(eX509ExtError, NULL);
    X509_EXTENSION_set_object(ext_get(self), obj);
    ASN1_OBJECT_free(obj);
    return oid;
}

/* value= takes the extension's DER contents */
static VALUE
ext_set_value(VALUE self, VALUE data)
{
    ASN1_OCTET_STRING *os = ASN1_OCTET_STRING_new();

    StringValue(data);
    if (!os || !ASN1_OCTET_STRING_set(os, (unsigned char *)RSTRING_PTR(data), (int)RSTRING_LEN(data))) {
        ASN1_OCTET_STRING_free(os);
        ossl_raise(eX509ExtError, NULL);
    }
    X509_EXTENSION_set_data(ext_get(self), os);
    ASN1_OCTET_STRING_free(os);
    return data;
}

static VALUE
ext_set_critical(VALUE self, VALUE flag)
{
    X509_EXTENSION_set_critical(ext_get(self), RTEST(flag) ? 1 : 0);
    return flag;
}

/* new(der) or new(oid, value, critical = false) */
static VALUE
ext_initialize(int argc, VALUE *argv, VALUE self)
{
    VALUE oid, value, critical;

    rb_scan_args(argc, argv, "12", &oid, &value, &critical);
    if (argc == 1) {
        const unsigned char *p;
        X509_EXTENSION *ext;

        StringValue(oid);
        p = (unsigned char *)RSTRING_PTR(oid);
        ext = d2i_X509_EXTENSION(NULL, &p, RSTRING_LEN(oid));
        if (!ext) ossl_raise(eX509ExtError, NULL);
        X509_EXTENSION_free(DATA_PTR(self));
        DATA_PTR(self) = ext;
        return self;
    }
    ext_set_oid(self, oid);
    ext_set_value(self, value);
    if (!NIL_P(critical)) ext_set_critical(self, critical);
    return self;
}

static VALUE
ext_oid(VALUE self)
{
    return obj_name(X509_EXTENSION_get_object(ext_get(self)));
}

/* the value as OpenSSL prints it, or its raw bytes */
static VALUE
ext_value(VALUE self)
{
    X509_EXTENSION *ext = ext_get(self);
    BIO *bio = BIO_new(BIO_s_mem());

    if (!bio) ossl_raise(eX509ExtError, NULL);
    if (!X509V3_EXT_print(bio, ext, 0, 0)) {
        ERR_clear_error();
        ASN1_STRING_print(bio, X509_EXTENSION_get_data(ext));
    }
    return ossl_membio2str(bio);
}

static VALUE
ext_critical_p(VALUE self)
{
    return X509_EXTENSION_get_critical(ext_get(self)) ? Qtrue : Qfalse;
}

static VALUE
ext_to_der(VALUE self)
{
    unsigned char *der = NULL;
    int len = i2d_X509_EXTENSION(ext_get(self), &der);
    VALUE str;

    if (len < 0) ossl_raise(eX509ExtError, NULL);
    str = rb_str_new((char *)der, len);
    OPENSSL_free(der);
    return str;
}

/* ---- ExtensionFactory: certificates kept as instance variables ---- */

static VALUE
factory_initialize(int argc, VALUE *argv, VALUE self)
{
    VALUE issuer, subject, req, crl;

    rb_scan_args(argc, argv, "04", &issuer, &subject, &req, &crl);
    rb_iv_set(self, "@issuer_certificate", issuer);
    rb_iv_set(self, "@subject_certificate", subject);
    rb_iv_set(self, "@subject_request", req);
    rb_iv_set(self, "@crl", crl);
    rb_iv_set(self, "@config", Qnil);
    return self;
}

#define FACTORY_SETTER(name, ivar) \
static VALUE factory_set_##name(VALUE self, VALUE v) { rb_iv_set(self, ivar, v); return v; }
FACTORY_SETTER(issuer, "@issuer_certificate")
FACTORY_SETTER(subject, "@subject_certificate")
FACTORY_SETTER(request, "@subject_request")
FACTORY_SETTER(crl, "@crl")
FACTORY_SETTER(config, "@config")

/* create_ext(oid, value, critical = false), e.g. ("basicConstraints",
 * "CA:FALSE"); with no issuer certificate the subject's is used (a
 * self-signed certificate's authorityKeyIdentifier) */
static VALUE
factory_create_ext(int argc, VALUE *argv, VALUE self)
{
    VALUE oid, value, critical, valstr, issuer, subject, req, obj, config;
    X509V3_CTX ctx;
    X509_EXTENSION *ext;
    CONF *conf = NULL;
    const char *o;

    rb_scan_args(argc, argv, "21", &oid, &value, &critical);
    o = StringValueCStr(oid);
    StringValue(value);
    if (OBJ_sn2nid(o) == NID_undef && OBJ_ln2nid(o) == NID_undef)
        ossl_raise(eX509ExtError, "unknown OID `%s'", o);
    valstr = rb_str_new2(RTEST(critical) ? "critical," : "");
    rb_str_append(valstr, value);
    issuer = rb_iv_get(self, "@issuer_certificate");
    subject = rb_iv_get(self, "@subject_certificate");
    req = rb_iv_get(self, "@subject_request");
    if (NIL_P(issuer)) issuer = subject;
    X509V3_set_ctx(&ctx, NIL_P(issuer) ? NULL : ossl_x509_get(issuer),
                   NIL_P(subject) ? NULL : ossl_x509_get(subject),
                   NIL_P(req) ? NULL : ossl_x509req_get(req), NULL, 0);
    StringValueCStr(valstr);
    /* a Config resolves "@section" values (subjectAltName = @alt_names) */
    config = rb_iv_get(self, "@config");
    if (!NIL_P(config)) {
        conf = ossl_config_conf(config);
        X509V3_set_nconf(&ctx, conf);
    }
    ext = X509V3_EXT_nconf(conf, &ctx, (char *)o, RSTRING_PTR(valstr));
    NCONF_free(conf);
    if (!ext) ossl_raise(eX509ExtError, "%s = %s", o, RSTRING_PTR(value));
    obj = Data_Wrap_Struct(cX509Ext, 0, X509_EXTENSION_free, ext);
    return obj;
}

static void
define_int(VALUE klass, const char *name, long v)
{
    rb_define_const(klass, name, LONG2NUM(v));
}

static void
init_name(void)
{
    VALUE tmpl;

    cX509Name = rb_define_class_under(mX509, "Name", rb_cObject);
    eX509NameError = rb_define_class_under(cX509Name, "NameError", eOSSLError);
    rb_define_alloc_func(cX509Name, name_alloc);
    rb_define_method(cX509Name, "initialize", name_initialize, -1);
    rb_define_method(cX509Name, "initialize_copy", name_copy, 1);
    rb_define_method(cX509Name, "add_entry", name_add_entry, -1);
    rb_define_method(cX509Name, "to_s", name_to_s, -1);
    rb_define_method(cX509Name, "to_a", name_to_a, 0);
    rb_define_method(cX509Name, "cmp", name_cmp, 1);
    rb_define_alias(cX509Name, "<=>", "cmp");
    rb_define_method(cX509Name, "eql?", name_eql, 1);
    rb_define_method(cX509Name, "hash", name_hash, 0);
    rb_define_method(cX509Name, "to_der", name_to_der, 0);
    define_int(cX509Name, "COMPAT", XN_FLAG_COMPAT);
    define_int(cX509Name, "RFC2253", XN_FLAG_RFC2253);
    define_int(cX509Name, "ONELINE", XN_FLAG_ONELINE);
    define_int(cX509Name, "MULTILINE", XN_FLAG_MULTILINE);
    define_int(cX509Name, "DEFAULT_OBJECT_TYPE", V_ASN1_UTF8STRING);
    tmpl = rb_hash_new();
    RHASH(tmpl)->ifnone = INT2FIX(V_ASN1_UTF8STRING);
    rb_hash_aset(tmpl, rb_str_new2("C"), INT2FIX(V_ASN1_PRINTABLESTRING));
    rb_hash_aset(tmpl, rb_str_new2("countryName"), INT2FIX(V_ASN1_PRINTABLESTRING));
    rb_hash_aset(tmpl, rb_str_new2("serialNumber"), INT2FIX(V_ASN1_PRINTABLESTRING));
    rb_hash_aset(tmpl, rb_str_new2("dnQualifier"), INT2FIX(V_ASN1_PRINTABLESTRING));
    rb_hash_aset(tmpl, rb_str_new2("DC"), INT2FIX(V_ASN1_IA5STRING));
    rb_hash_aset(tmpl, rb_str_new2("domainComponent"), INT2FIX(V_ASN1_IA5STRING));
    rb_hash_aset(tmpl, rb_str_new2("emailAddress"), INT2FIX(V_ASN1_IA5STRING));
    rb_define_const(cX509Name, "OBJECT_TYPE_TEMPLATE", tmpl);
}

static void
init_extension(void)
{
    cX509Ext = rb_define_class_under(mX509, "Extension", rb_cObject);
    eX509ExtError = rb_define_class_under(mX509, "ExtensionError", eOSSLError);
    rb_define_alloc_func(cX509Ext, ext_alloc);
    rb_define_method(cX509Ext, "initialize", ext_initialize, -1);
    rb_define_method(cX509Ext, "oid=", ext_set_oid, 1);
    rb_define_method(cX509Ext, "value=", ext_set_value, 1);
    rb_define_method(cX509Ext, "critical=", ext_set_critical, 1);
    rb_define_method(cX509Ext, "oid", ext_oid, 0);
    rb_define_method(cX509Ext, "value", ext_value, 0);
    rb_define_method(cX509Ext, "critical?", ext_critical_p, 0);
    rb_define_method(cX509Ext, "to_der", ext_to_der, 0);

    cX509ExtFactory = rb_define_class_under(mX509, "ExtensionFactory", rb_cObject);
    rb_define_method(cX509ExtFactory, "initialize", factory_initialize, -1);
    rb_define_attr(cX509ExtFactory, "issuer_certificate", 1, 0);
    rb_define_attr(cX509ExtFactory, "subject_certificate", 1, 0);
    rb_define_attr(cX509ExtFactory, "subject_request", 1, 0);
    rb_define_attr(cX509ExtFactory, "crl", 1, 0);
    rb_define_attr(cX509ExtFactory, "config", 1, 0);
    rb_define_method(cX509ExtFactory, "issuer_certificate=", factory_set_issuer, 1);
    rb_define_method(cX509ExtFactory, "subject_certificate=", factory_set_subject, 1);
    rb_define_method(cX509ExtFactory, "subject_request=", factory_set_request, 1);
    rb_define_method(cX509ExtFactory, "crl=", factory_set_crl, 1);
    rb_define_method(cX509ExtFactory, "config=", factory_set_config, 1);
    rb_define_method(cX509ExtFactory, "create_ext", factory_create_ext, -1);
}

/* X509's verification results, purposes and trust settings */
static void
init_constants(void)
{
#define C(name) define_int(mX509, #name, X509_##name)
    C(V_OK); C(V_ERR_UNABLE_TO_GET_ISSUER_CERT); C(V_ERR_UNABLE_TO_GET_CRL);
    C(V_ERR_UNABLE_TO_DECRYPT_CERT_SIGNATURE); C(V_ERR_UNABLE_TO_DECRYPT_CRL_SIGNATURE);
    C(V_ERR_UNABLE_TO_DECODE_ISSUER_PUBLIC_KEY); C(V_ERR_CERT_SIGNATURE_FAILURE);
    C(V_ERR_CRL_SIGNATURE_FAILURE); C(V_ERR_CERT_NOT_YET_VALID); C(V_ERR_CERT_HAS_EXPIRED);
    C(V_ERR_CRL_NOT_YET_VALID); C(V_ERR_CRL_HAS_EXPIRED);
    C(V_ERR_ERROR_IN_CERT_NOT_BEFORE_FIELD); C(V_ERR_ERROR_IN_CERT_NOT_AFTER_FIELD);
    C(V_ERR_OUT_OF_MEM); C(V_ERR_DEPTH_ZERO_SELF_SIGNED_CERT);
    C(V_ERR_SELF_SIGNED_CERT_IN_CHAIN); C(V_ERR_UNABLE_TO_GET_ISSUER_CERT_LOCALLY);
    C(V_ERR_UNABLE_TO_VERIFY_LEAF_SIGNATURE); C(V_ERR_CERT_CHAIN_TOO_LONG);
    C(V_ERR_CERT_REVOKED); C(V_ERR_INVALID_CA); C(V_ERR_PATH_LENGTH_EXCEEDED);
    C(V_ERR_INVALID_PURPOSE); C(V_ERR_CERT_UNTRUSTED); C(V_ERR_CERT_REJECTED);
    C(V_ERR_SUBJECT_ISSUER_MISMATCH); C(V_ERR_AKID_SKID_MISMATCH);
    C(V_ERR_AKID_ISSUER_SERIAL_MISMATCH); C(V_ERR_KEYUSAGE_NO_CERTSIGN);
    C(V_ERR_APPLICATION_VERIFICATION);
    C(V_FLAG_CRL_CHECK); C(V_FLAG_CRL_CHECK_ALL);
    C(PURPOSE_SSL_CLIENT); C(PURPOSE_SSL_SERVER); C(PURPOSE_NS_SSL_SERVER);
    C(PURPOSE_SMIME_SIGN); C(PURPOSE_SMIME_ENCRYPT); C(PURPOSE_CRL_SIGN);
    C(PURPOSE_ANY); C(PURPOSE_OCSP_HELPER);
    C(TRUST_COMPAT); C(TRUST_SSL_CLIENT); C(TRUST_SSL_SERVER); C(TRUST_EMAIL);
    C(TRUST_OBJECT_SIGN); C(TRUST_OCSP_SIGN); C(TRUST_OCSP_REQUEST);
#undef C
    rb_define_const(mX509, "DEFAULT_CERT_AREA", rb_str_new2(X509_get_default_cert_area()));
    rb_define_const(mX509, "DEFAULT_CERT_DIR", rb_str_new2(X509_get_default_cert_dir()));
    rb_define_const(mX509, "DEFAULT_CERT_FILE", rb_str_new2(X509_get_default_cert_file()));
    rb_define_const(mX509, "DEFAULT_CERT_DIR_ENV", rb_str_new2(X509_get_default_cert_dir_env()));
    rb_define_const(mX509, "DEFAULT_CERT_FILE_ENV", rb_str_new2(X509_get_default_cert_file_env()));
    rb_define_const(mX509, "DEFAULT_PRIVATE_DIR", rb_str_new2(X509_get_default_private_dir()));
}


void
Init_ossl_x509(void)
{
    mX509 = rb_define_module_under(mOSSL, "X509");
    init_constants();
    init_name();
    init_extension();
    Init_ossl_x509cert();
    Init_ossl_x509req();
    Init_ossl_x509crl();
}
