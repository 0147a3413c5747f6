; program chunked_cross_entropy, triton_kernel_wrapper_functional_proxy_2.loss_ptr: stale read (slice_scatter_6 reads slice_scatter_4 vs triton_kernel_wrapper_functional_proxy_2 loss_ptr=slice_24, carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r515_byte () Int)
(declare-fun r515_0 () Int)
(declare-fun byte () Int)
(declare-fun w516_byte () Int)
(declare-fun w516_0 () Int)
(declare-fun held_byte () Int)
(declare-fun observed () Int)
(declare-fun s517_byte () Int)
(declare-fun s517_0 () Int)
(assert
 (let (($x1193 (= byte (+ (+ 0 (* 4 (+ 0 (* r515_0 1)))) r515_byte))))
 (and (and (>= r515_0 0) (< r515_0 16)) (and (>= r515_byte 0) (< r515_byte 4)) $x1193)))
(assert
 (let (($x848 (= byte (+ (+ 0 (* 4 (+ 8 (* w516_0 1)))) w516_byte))))
 (and (and (>= w516_0 0) (< w516_0 4)) (and (>= w516_byte 0) (< w516_byte 4)) $x848)))
(assert
 (>= held_byte 0))
(assert
 (< held_byte 4))
(assert
 (= observed (+ (+ 0 (* 4 (+ 0 (* r515_0 1)))) held_byte)))
(assert
 (let (($x57 (= observed (+ (+ 0 (* 4 (+ 0 (* s517_0 1)))) s517_byte))))
 (and (and (>= s517_0 0) (< s517_0 16)) (and (>= s517_byte 0) (< s517_byte 4)) $x57)))
(assert
 (let (($x512 (and (>= (- (div (- byte 0) 4) 8) 0) (< (div (- (div (- byte 0) 4) 8) 1) 4) (= (mod (- (div (- byte 0) 4) 8) 1) 0))))
 (let (($x436 (or false)))
 (or $x436 (not $x512)))))
(assert
 (let (($x702 (and (>= (- (div (- observed 0) 4) 8) 0) (< (div (- (div (- observed 0) 4) 8) 1) 4) (= (mod (- (div (- observed 0) 4) 8) 1) 0))))
(let (($x436 (or false)))
(or $x436 (not $x702)))))
(check-sat)
