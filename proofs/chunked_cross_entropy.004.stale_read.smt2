; program chunked_cross_entropy, triton_kernel_wrapper_functional_proxy_1.loss_ptr: stale read (slice_scatter_3 reads slice_scatter_1 vs triton_kernel_wrapper_functional_proxy_1 loss_ptr=slice_13, carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r509_byte () Int)
(declare-fun r509_0 () Int)
(declare-fun byte () Int)
(declare-fun w510_byte () Int)
(declare-fun w510_0 () Int)
(declare-fun held_byte () Int)
(declare-fun observed () Int)
(declare-fun s511_byte () Int)
(declare-fun s511_0 () Int)
(assert
 (let (($x952 (= byte (+ (+ 0 (* 4 (+ 0 (* r509_0 1)))) r509_byte))))
 (and (and (>= r509_0 0) (< r509_0 16)) (and (>= r509_byte 0) (< r509_byte 4)) $x952)))
(assert
 (let (($x321 (= byte (+ (+ 0 (* 4 (+ 4 (* w510_0 1)))) w510_byte))))
 (and (and (>= w510_0 0) (< w510_0 4)) (and (>= w510_byte 0) (< w510_byte 4)) $x321)))
(assert
 (>= held_byte 0))
(assert
 (< held_byte 4))
(assert
 (= observed (+ (+ 0 (* 4 (+ 0 (* r509_0 1)))) held_byte)))
(assert
 (let (($x1158 (= observed (+ (+ 0 (* 4 (+ 4 (* s511_0 1)))) s511_byte))))
 (and (and (>= s511_0 0) (< s511_0 4)) (and (>= s511_byte 0) (< s511_byte 4)) $x1158)))
(assert
 (let (($x426 (and (>= (- (div (- byte 0) 4) 4) 0) (< (div (- (div (- byte 0) 4) 4) 1) 4) (= (mod (- (div (- byte 0) 4) 4) 1) 0))))
(or (or false) (not $x426))))
(check-sat)
