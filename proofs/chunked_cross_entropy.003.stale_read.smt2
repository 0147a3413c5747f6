; program chunked_cross_entropy, triton_kernel_wrapper_functional_proxy_1.loss_ptr: stale read (slice_scatter_3 reads slice_scatter_1 vs triton_kernel_wrapper_functional_proxy_1 loss_ptr=slice_13, carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r506_byte () Int)
(declare-fun r506_0 () Int)
(declare-fun byte () Int)
(declare-fun w507_byte () Int)
(declare-fun w507_0 () Int)
(declare-fun held_byte () Int)
(declare-fun observed () Int)
(declare-fun s508_byte () Int)
(declare-fun s508_0 () Int)
(assert
 (let (($x49478 (= byte (+ (+ 0 (* 4 (+ 0 (* r506_0 1)))) r506_byte))))
 (and (and (>= r506_0 0) (< r506_0 16)) (and (>= r506_byte 0) (< r506_byte 4)) $x49478)))
(assert
 (let (($x42284 (= byte (+ (+ 0 (* 4 (+ 4 (* w507_0 1)))) w507_byte))))
 (and (and (>= w507_0 0) (< w507_0 4)) (and (>= w507_byte 0) (< w507_byte 4)) $x42284)))
(assert
 (>= held_byte 0))
(assert
 (< held_byte 4))
(assert
 (= observed (+ (+ 0 (* 4 (+ 0 (* r506_0 1)))) held_byte)))
(assert
 (let (($x49446 (= observed (+ (+ 0 (* 4 (+ 0 (* s508_0 1)))) s508_byte))))
 (and (and (>= s508_0 0) (< s508_0 16)) (and (>= s508_byte 0) (< s508_byte 4)) $x49446)))
(assert
 (let (($x426 (and (>= (- (div (- byte 0) 4) 4) 0) (< (div (- (div (- byte 0) 4) 4) 1) 4) (= (mod (- (div (- byte 0) 4) 4) 1) 0))))
 (let (($x23 (or false)))
 (or $x23 (not $x426)))))
(assert
 (let (($x964 (and (>= (- (div (- observed 0) 4) 4) 0) (< (div (- (div (- observed 0) 4) 4) 1) 4) (= (mod (- (div (- observed 0) 4) 4) 1) 0))))
(let (($x23 (or false)))
(or $x23 (not $x964)))))
(check-sat)
