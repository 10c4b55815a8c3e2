# every constant of Zlib, the error class tree and the module functions
require "zlib"
Zlib.constants.sort.each do |c|
  v = Zlib.const_get(c)
  puts "#{c} = #{v.inspect}" unless v.is_a?(Module)
end
[Zlib::Error, Zlib::StreamEnd, Zlib::NeedDict, Zlib::DataError, Zlib::StreamError,
 Zlib::MemError, Zlib::BufError, Zlib::VersionError, Zlib::GzipFile::Error,
 Zlib::GzipFile::NoFooter, Zlib::GzipFile::CRCError, Zlib::GzipFile::LengthError].each do |k|
  puts "#{k} < #{k.superclass}"
end
p Zlib.constants.select { |c| Zlib.const_get(c).is_a?(Module) }.sort
p Zlib::GzipFile.constants.sort
p Zlib.methods(false).sort
p Zlib.zlib_version == Zlib::ZLIB_VERSION
[Zlib::ZStream, Zlib::Deflate, Zlib::Inflate, Zlib::GzipFile, Zlib::GzipWriter, Zlib::GzipReader].each do |k|
  p [k, k.superclass, k.methods(false).sort, k.instance_methods(false).sort, k.private_instance_methods(false).sort]
end
p Zlib::GzipReader.include?(Enumerable)
