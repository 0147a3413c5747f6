; program adam_flat_params, triton_kernel_wrapper_functional_proxy.v_ptr: stale read (slice_scatter_2 reads arg3_1 vs triton_kernel_wrapper_functional_proxy v_ptr=slice_4, carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r440_byte () Int)
(declare-fun r440_0 () Int)
(declare-fun byte () Int)
(declare-fun w441_byte () Int)
(declare-fun w441_0 () Int)
(declare-fun held_byte () Int)
(declare-fun observed () Int)
(declare-fun s442_byte () Int)
(declare-fun s442_0 () Int)
(assert
 (let (($x509 (= byte (+ (+ 0 (* 4 (+ 0 (* r440_0 1)))) r440_byte))))
 (and (and (>= r440_0 0) (< r440_0 64)) (and (>= r440_byte 0) (< r440_byte 4)) $x509)))
(assert
 (let (($x947 (= byte (+ (+ 0 (* 4 (+ 0 (* w441_0 1)))) w441_byte))))
 (and (and (>= w441_0 0) (< w441_0 32)) (and (>= w441_byte 0) (< w441_byte 4)) $x947)))
(assert
 (>= held_byte 0))
(assert
 (< held_byte 4))
(assert
 (= observed (+ (+ 0 (* 4 (+ 0 (* r440_0 1)))) held_byte)))
(assert
 (let (($x645 (= observed (+ (+ 0 (* 4 (+ 0 (* s442_0 1)))) s442_byte))))
 (and (and (>= s442_0 0) (< s442_0 64)) (and (>= s442_byte 0) (< s442_byte 4)) $x645)))
(assert
 (let (($x777 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 32) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
 (let (($x42900 (or false)))
 (or $x42900 (not $x777)))))
(assert
 (let (($x361 (and (>= (- (div (- observed 0) 4) 32) 0) (< (div (- (div (- observed 0) 4) 32) 1) 32) (= (mod (- (div (- observed 0) 4) 32) 1) 0))))
(let (($x42900 (or false)))
(or $x42900 (not $x361)))))
(check-sat)
