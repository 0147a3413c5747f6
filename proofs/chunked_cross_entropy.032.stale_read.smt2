; program chunked_cross_entropy, triton_kernel_wrapper_functional_proxy_2.loss_ptr: stale read (slice_scatter_6 reads slice_scatter_4 vs triton_kernel_wrapper_functional_proxy_2 loss_ptr=slice_24, carried then sizes=(4) strides=(1) offset=8 itemsize=4 then sizes=(16) strides=(1) offset=0 itemsize=4 then sizes=(16) strides=(1) offset=0 itemsize=4)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r823_byte () Int)
(declare-fun r823_0 () Int)
(declare-fun byte () Int)
(declare-fun w824_byte () Int)
(declare-fun w824_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s825_byte () Int)
(declare-fun s825_0 () Int)
(declare-fun held_byte1 () Int)
(declare-fun carried1 () Int)
(declare-fun s826_byte () Int)
(declare-fun s826_0 () Int)
(declare-fun held_byte2 () Int)
(declare-fun carried2 () Int)
(declare-fun s827_byte () Int)
(declare-fun s827_0 () Int)
(declare-fun held_byte3 () Int)
(declare-fun carried3 () Int)
(declare-fun s828_byte () Int)
(declare-fun s828_0 () Int)
(assert
 (let (($x542 (= byte (+ (+ 0 (* 4 (+ 0 (* r823_0 1)))) r823_byte))))
 (and (and (>= r823_0 0) (< r823_0 16)) (and (>= r823_byte 0) (< r823_byte 4)) $x542)))
(assert
 (let (($x258 (= byte (+ (+ 0 (* 4 (+ 8 (* w824_0 1)))) w824_byte))))
 (and (and (>= w824_0 0) (< w824_0 4)) (and (>= w824_byte 0) (< w824_byte 4)) $x258)))
(assert
 (let (($x643 (and (>= (- (div (- byte 0) 4) 8) 0) (< (div (- (div (- byte 0) 4) 8) 1) 4) (= (mod (- (div (- byte 0) 4) 8) 1) 0))))
 (let (($x310 (or false)))
 (or $x310 (not $x643)))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (= carried0 (+ (+ 0 (* 4 (+ 0 (* r823_0 1)))) held_byte0)))
(assert
 (let (($x441 (= carried0 (+ (+ 0 (* 4 (+ 8 (* s825_0 1)))) s825_byte))))
 (and (and (>= s825_0 0) (< s825_0 4)) (and (>= s825_byte 0) (< s825_byte 4)) $x441)))
(assert
 (>= held_byte1 0))
(assert
 (< held_byte1 4))
(assert
 (= carried1 (+ (+ 0 (* 4 (+ 8 (* s825_0 1)))) held_byte1)))
(assert
 (let (($x628 (= carried1 (+ (+ 0 (* 4 (+ 0 (* s826_0 1)))) s826_byte))))
 (and (and (>= s826_0 0) (< s826_0 16)) (and (>= s826_byte 0) (< s826_byte 4)) $x628)))
(assert
 (let (($x170 (and (>= (- (div (- carried1 0) 4) 12) 0) (< (div (- (div (- carried1 0) 4) 12) 1) 4) (= (mod (- (div (- carried1 0) 4) 12) 1) 0))))
 (let (($x310 (or false)))
 (or $x310 (not $x170)))))
(assert
 (>= held_byte2 0))
(assert
 (< held_byte2 4))
(assert
 (= carried2 (+ (+ 0 (* 4 (+ 0 (* s826_0 1)))) held_byte2)))
(assert
 (let (($x242 (= carried2 (+ (+ 0 (* 4 (+ 0 (* s827_0 1)))) s827_byte))))
 (and (and (>= s827_0 0) (< s827_0 16)) (and (>= s827_byte 0) (< s827_byte 4)) $x242)))
(assert
 (let (($x63 (and (>= (- (div (- carried2 0) 4) 12) 0) (< (div (- (div (- carried2 0) 4) 12) 1) 4) (= (mod (- (div (- carried2 0) 4) 12) 1) 0))))
 (let (($x310 (or false)))
 (or $x310 (not $x63)))))
(assert
 (>= held_byte3 0))
(assert
 (< held_byte3 4))
(assert
 (= carried3 (+ (+ 0 (* 4 (+ 0 (* s827_0 1)))) held_byte3)))
(assert
 (let (($x659 (= carried3 (+ (+ 0 (* 4 (+ 0 (* s828_0 1)))) s828_byte))))
(and (and (>= s828_0 0) (< s828_0 16)) (and (>= s828_byte 0) (< s828_byte 4)) $x659)))
(check-sat)
