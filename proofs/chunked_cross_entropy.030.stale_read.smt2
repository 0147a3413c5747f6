; program chunked_cross_entropy, triton_kernel_wrapper_functional_proxy_2.loss_ptr: stale read (slice_scatter_6 reads slice_scatter_4 vs triton_kernel_wrapper_functional_proxy_2 loss_ptr=slice_24, carried then sizes=(16) strides=(1) offset=0 itemsize=4 then sizes=(16) strides=(1) offset=0 itemsize=4 then sizes=(16) strides=(1) offset=0 itemsize=4)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r763_byte () Int)
(declare-fun r763_0 () Int)
(declare-fun byte () Int)
(declare-fun w764_byte () Int)
(declare-fun w764_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s765_byte () Int)
(declare-fun s765_0 () Int)
(declare-fun held_byte1 () Int)
(declare-fun carried1 () Int)
(declare-fun s766_byte () Int)
(declare-fun s766_0 () Int)
(declare-fun held_byte2 () Int)
(declare-fun carried2 () Int)
(declare-fun s767_byte () Int)
(declare-fun s767_0 () Int)
(declare-fun held_byte3 () Int)
(declare-fun carried3 () Int)
(declare-fun s768_byte () Int)
(declare-fun s768_0 () Int)
(assert
 (let (($x695 (= byte (+ (+ 0 (* 4 (+ 0 (* r763_0 1)))) r763_byte))))
 (and (and (>= r763_0 0) (< r763_0 16)) (and (>= r763_byte 0) (< r763_byte 4)) $x695)))
(assert
 (let (($x183 (= byte (+ (+ 0 (* 4 (+ 8 (* w764_0 1)))) w764_byte))))
 (and (and (>= w764_0 0) (< w764_0 4)) (and (>= w764_byte 0) (< w764_byte 4)) $x183)))
(assert
 (let (($x473 (and (>= (- (div (- byte 0) 4) 8) 0) (< (div (- (div (- byte 0) 4) 8) 1) 4) (= (mod (- (div (- byte 0) 4) 8) 1) 0))))
 (let (($x392 (or false)))
 (or $x392 (not $x473)))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (= carried0 (+ (+ 0 (* 4 (+ 0 (* r763_0 1)))) held_byte0)))
(assert
 (let (($x153 (= carried0 (+ (+ 0 (* 4 (+ 0 (* s765_0 1)))) s765_byte))))
 (and (and (>= s765_0 0) (< s765_0 16)) (and (>= s765_byte 0) (< s765_byte 4)) $x153)))
(assert
 (let (($x709 (and (>= (- (div (- carried0 0) 4) 8) 0) (< (div (- (div (- carried0 0) 4) 8) 1) 4) (= (mod (- (div (- carried0 0) 4) 8) 1) 0))))
 (let (($x392 (or false)))
 (or $x392 (not $x709)))))
(assert
 (>= held_byte1 0))
(assert
 (< held_byte1 4))
(assert
 (= carried1 (+ (+ 0 (* 4 (+ 0 (* s765_0 1)))) held_byte1)))
(assert
 (let (($x423 (= carried1 (+ (+ 0 (* 4 (+ 0 (* s766_0 1)))) s766_byte))))
 (and (and (>= s766_0 0) (< s766_0 16)) (and (>= s766_byte 0) (< s766_byte 4)) $x423)))
(assert
 (let (($x371 (and (>= (- (div (- carried1 0) 4) 12) 0) (< (div (- (div (- carried1 0) 4) 12) 1) 4) (= (mod (- (div (- carried1 0) 4) 12) 1) 0))))
 (let (($x392 (or false)))
 (or $x392 (not $x371)))))
(assert
 (>= held_byte2 0))
(assert
 (< held_byte2 4))
(assert
 (= carried2 (+ (+ 0 (* 4 (+ 0 (* s766_0 1)))) held_byte2)))
(assert
 (let (($x450 (= carried2 (+ (+ 0 (* 4 (+ 0 (* s767_0 1)))) s767_byte))))
 (and (and (>= s767_0 0) (< s767_0 16)) (and (>= s767_byte 0) (< s767_byte 4)) $x450)))
(assert
 (let (($x374 (and (>= (- (div (- carried2 0) 4) 12) 0) (< (div (- (div (- carried2 0) 4) 12) 1) 4) (= (mod (- (div (- carried2 0) 4) 12) 1) 0))))
 (let (($x392 (or false)))
 (or $x392 (not $x374)))))
(assert
 (>= held_byte3 0))
(assert
 (< held_byte3 4))
(assert
 (= carried3 (+ (+ 0 (* 4 (+ 0 (* s767_0 1)))) held_byte3)))
(assert
 (let (($x328 (= carried3 (+ (+ 0 (* 4 (+ 0 (* s768_0 1)))) s768_byte))))
(and (and (>= s768_0 0) (< s768_0 16)) (and (>= s768_byte 0) (< s768_byte 4)) $x328)))
(check-sat)
