# openssl/cipher.rb -- filled in below
