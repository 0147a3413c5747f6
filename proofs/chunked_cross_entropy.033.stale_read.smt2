; program chunked_cross_entropy, triton_kernel_wrapper_functional_proxy_2.loss_ptr: stale read (slice_scatter_6 reads slice_scatter_4 vs triton_kernel_wrapper_functional_proxy_2 loss_ptr=slice_24, carried then sizes=(4) strides=(1) offset=8 itemsize=4 then sizes=(16) strides=(1) offset=0 itemsize=4 then sizes=(4) strides=(1) offset=12 itemsize=4)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r781_byte () Int)
(declare-fun r781_0 () Int)
(declare-fun byte () Int)
(declare-fun w782_byte () Int)
(declare-fun w782_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s783_byte () Int)
(declare-fun s783_0 () Int)
(declare-fun held_byte1 () Int)
(declare-fun carried1 () Int)
(declare-fun s784_byte () Int)
(declare-fun s784_0 () Int)
(declare-fun held_byte2 () Int)
(declare-fun carried2 () Int)
(declare-fun s785_byte () Int)
(declare-fun s785_0 () Int)
(declare-fun held_byte3 () Int)
(declare-fun carried3 () Int)
(declare-fun s786_byte () Int)
(declare-fun s786_0 () Int)
(assert
 (let (($x224 (= byte (+ (+ 0 (* 4 (+ 0 (* r781_0 1)))) r781_byte))))
 (and (and (>= r781_0 0) (< r781_0 16)) (and (>= r781_byte 0) (< r781_byte 4)) $x224)))
(assert
 (let (($x200 (= byte (+ (+ 0 (* 4 (+ 8 (* w782_0 1)))) w782_byte))))
 (and (and (>= w782_0 0) (< w782_0 4)) (and (>= w782_byte 0) (< w782_byte 4)) $x200)))
(assert
 (let (($x473 (and (>= (- (div (- byte 0) 4) 8) 0) (< (div (- (div (- byte 0) 4) 8) 1) 4) (= (mod (- (div (- byte 0) 4) 8) 1) 0))))
 (let (($x392 (or false)))
 (or $x392 (not $x473)))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (= carried0 (+ (+ 0 (* 4 (+ 0 (* r781_0 1)))) held_byte0)))
(assert
 (let (($x47 (= carried0 (+ (+ 0 (* 4 (+ 8 (* s783_0 1)))) s783_byte))))
 (and (and (>= s783_0 0) (< s783_0 4)) (and (>= s783_byte 0) (< s783_byte 4)) $x47)))
(assert
 (>= held_byte1 0))
(assert
 (< held_byte1 4))
(assert
 (= carried1 (+ (+ 0 (* 4 (+ 8 (* s783_0 1)))) held_byte1)))
(assert
 (let (($x308 (= carried1 (+ (+ 0 (* 4 (+ 0 (* s784_0 1)))) s784_byte))))
 (and (and (>= s784_0 0) (< s784_0 16)) (and (>= s784_byte 0) (< s784_byte 4)) $x308)))
(assert
 (let (($x371 (and (>= (- (div (- carried1 0) 4) 12) 0) (< (div (- (div (- carried1 0) 4) 12) 1) 4) (= (mod (- (div (- carried1 0) 4) 12) 1) 0))))
 (let (($x392 (or false)))
 (or $x392 (not $x371)))))
(assert
 (>= held_byte2 0))
(assert
 (< held_byte2 4))
(assert
 (= carried2 (+ (+ 0 (* 4 (+ 0 (* s784_0 1)))) held_byte2)))
(assert
 (let (($x541 (= carried2 (+ (+ 0 (* 4 (+ 12 (* s785_0 1)))) s785_byte))))
 (and (and (>= s785_0 0) (< s785_0 4)) (and (>= s785_byte 0) (< s785_byte 4)) $x541)))
(assert
 (>= held_byte3 0))
(assert
 (< held_byte3 4))
(assert
 (= carried3 (+ (+ 0 (* 4 (+ 12 (* s785_0 1)))) held_byte3)))
(assert
 (let (($x180 (= carried3 (+ (+ 0 (* 4 (+ 0 (* s786_0 1)))) s786_byte))))
(and (and (>= s786_0 0) (< s786_0 16)) (and (>= s786_byte 0) (< s786_byte 4)) $x180)))
(check-sat)
