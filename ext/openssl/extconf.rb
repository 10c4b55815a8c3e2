require 'mkmf'
# the system's OpenSSL 3 (Debian: libssl-dev); the extension uses only its
# non-deprecated API.  Without it (a cross build's target, say) ext/openssl
# is not built.  Every ossl_*.c is compiled (ASN1, PKCS7, EC, SPKI, OCSP
# included): a new file needs this extconf.rb to run again (8: PKCS7, EC, SPKI, X509::Attribute, OCSP, SSL::Session, Config).
$defs << "-DOPENSSL_API_COMPAT=30000" << "-DOPENSSL_NO_DEPRECATED"
if have_header("openssl/ssl.h") &&
   have_library("crypto", "EVP_MD_fetch", "openssl/evp.h") &&
   have_library("ssl", "SSL_CTX_new", "openssl/ssl.h")
  create_makefile("openssl")
else
  message "OpenSSL 3 is missing (Debian: libssl-dev): ext/openssl is not built\n"
end
