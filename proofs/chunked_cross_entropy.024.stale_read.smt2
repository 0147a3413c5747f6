; program chunked_cross_entropy, triton_kernel_wrapper_functional_proxy_1.loss_ptr: stale read (slice_scatter_3 reads slice_scatter_1 vs triton_kernel_wrapper_functional_proxy_1 loss_ptr=slice_13, carried then sizes=(4) strides=(1) offset=4 itemsize=4 then sizes=(16) strides=(1) offset=0 itemsize=4 then sizes=(16) strides=(1) offset=0 itemsize=4 then sizes=(16) strides=(1) offset=0 itemsize=4 then sizes=(4) strides=(1) offset=12 itemsize=4)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r779_byte () Int)
(declare-fun r779_0 () Int)
(declare-fun byte () Int)
(declare-fun w780_byte () Int)
(declare-fun w780_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s781_byte () Int)
(declare-fun s781_0 () Int)
(declare-fun held_byte1 () Int)
(declare-fun carried1 () Int)
(declare-fun s782_byte () Int)
(declare-fun s782_0 () Int)
(declare-fun held_byte2 () Int)
(declare-fun carried2 () Int)
(declare-fun s783_byte () Int)
(declare-fun s783_0 () Int)
(declare-fun held_byte3 () Int)
(declare-fun carried3 () Int)
(declare-fun s784_byte () Int)
(declare-fun s784_0 () Int)
(declare-fun held_byte4 () Int)
(declare-fun carried4 () Int)
(declare-fun s785_byte () Int)
(declare-fun s785_0 () Int)
(declare-fun held_byte5 () Int)
(declare-fun carried5 () Int)
(declare-fun s786_byte () Int)
(declare-fun s786_0 () Int)
(assert
 (let (($x619 (= byte (+ (+ 0 (* 4 (+ 0 (* r779_0 1)))) r779_byte))))
 (and (and (>= r779_0 0) (< r779_0 16)) (and (>= r779_byte 0) (< r779_byte 4)) $x619)))
(assert
 (let (($x282 (= byte (+ (+ 0 (* 4 (+ 4 (* w780_0 1)))) w780_byte))))
 (and (and (>= w780_0 0) (< w780_0 4)) (and (>= w780_byte 0) (< w780_byte 4)) $x282)))
(assert
 (let (($x687 (and (>= (- (div (- byte 0) 4) 4) 0) (< (div (- (div (- byte 0) 4) 4) 1) 4) (= (mod (- (div (- byte 0) 4) 4) 1) 0))))
 (let (($x443 (or false)))
 (or $x443 (not $x687)))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (= carried0 (+ (+ 0 (* 4 (+ 0 (* r779_0 1)))) held_byte0)))
(assert
 (let (($x114 (= carried0 (+ (+ 0 (* 4 (+ 4 (* s781_0 1)))) s781_byte))))
 (and (and (>= s781_0 0) (< s781_0 4)) (and (>= s781_byte 0) (< s781_byte 4)) $x114)))
(assert
 (>= held_byte1 0))
(assert
 (< held_byte1 4))
(assert
 (= carried1 (+ (+ 0 (* 4 (+ 4 (* s781_0 1)))) held_byte1)))
(assert
 (let (($x268 (= carried1 (+ (+ 0 (* 4 (+ 0 (* s782_0 1)))) s782_byte))))
 (and (and (>= s782_0 0) (< s782_0 16)) (and (>= s782_byte 0) (< s782_byte 4)) $x268)))
(assert
 (let (($x128 (and (>= (- (div (- carried1 0) 4) 8) 0) (< (div (- (div (- carried1 0) 4) 8) 1) 4) (= (mod (- (div (- carried1 0) 4) 8) 1) 0))))
 (let (($x443 (or false)))
 (or $x443 (not $x128)))))
(assert
 (>= held_byte2 0))
(assert
 (< held_byte2 4))
(assert
 (= carried2 (+ (+ 0 (* 4 (+ 0 (* s782_0 1)))) held_byte2)))
(assert
 (let (($x77 (= carried2 (+ (+ 0 (* 4 (+ 0 (* s783_0 1)))) s783_byte))))
 (and (and (>= s783_0 0) (< s783_0 16)) (and (>= s783_byte 0) (< s783_byte 4)) $x77)))
(assert
 (let (($x574 (and (>= (- (div (- carried2 0) 4) 8) 0) (< (div (- (div (- carried2 0) 4) 8) 1) 4) (= (mod (- (div (- carried2 0) 4) 8) 1) 0))))
 (let (($x443 (or false)))
 (or $x443 (not $x574)))))
(assert
 (>= held_byte3 0))
(assert
 (< held_byte3 4))
(assert
 (= carried3 (+ (+ 0 (* 4 (+ 0 (* s783_0 1)))) held_byte3)))
(assert
 (let (($x453 (= carried3 (+ (+ 0 (* 4 (+ 0 (* s784_0 1)))) s784_byte))))
 (and (and (>= s784_0 0) (< s784_0 16)) (and (>= s784_byte 0) (< s784_byte 4)) $x453)))
(assert
 (let (($x205 (and (>= (- (div (- carried3 0) 4) 12) 0) (< (div (- (div (- carried3 0) 4) 12) 1) 4) (= (mod (- (div (- carried3 0) 4) 12) 1) 0))))
 (let (($x443 (or false)))
 (or $x443 (not $x205)))))
(assert
 (>= held_byte4 0))
(assert
 (< held_byte4 4))
(assert
 (= carried4 (+ (+ 0 (* 4 (+ 0 (* s784_0 1)))) held_byte4)))
(assert
 (let (($x541 (= carried4 (+ (+ 0 (* 4 (+ 12 (* s785_0 1)))) s785_byte))))
 (and (and (>= s785_0 0) (< s785_0 4)) (and (>= s785_byte 0) (< s785_byte 4)) $x541)))
(assert
 (>= held_byte5 0))
(assert
 (< held_byte5 4))
(assert
 (= carried5 (+ (+ 0 (* 4 (+ 12 (* s785_0 1)))) held_byte5)))
(assert
 (let (($x269 (= carried5 (+ (+ 0 (* 4 (+ 0 (* s786_0 1)))) s786_byte))))
(and (and (>= s786_0 0) (< s786_0 16)) (and (>= s786_byte 0) (< s786_byte 4)) $x269)))
(check-sat)
