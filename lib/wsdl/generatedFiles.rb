# WSDL::GeneratedFiles: how WSDL2Ruby and XSD2Ruby write the files they
# generate: under basedir when set, and an existing file only with the
# 'force' option (each said to the logger).  The including class has
# @basedir (and basedir), @opt and @logger.

module WSDL


module GeneratedFiles
private

  def write_file(filename)
    if @basedir
      filename = File.join(basedir, filename)
    end
    File.open(filename, "w") do |f|
      yield f
    end
  end

  def check_file(filename)
    if @basedir
      filename = File.join(basedir, filename)
    end
    if FileTest.exist?(filename)
      if @opt.key?('force')
	@logger.warn {
	  "File '#{filename}' exists but overrides it."
	}
	true
      else
	@logger.warn {
	  "File '#{filename}' exists.  #{$0} did not override it."
	}
	false
      end
    else
      @logger.info { "Creates file '#{filename}'." }
      true
    end
  end
end


end
