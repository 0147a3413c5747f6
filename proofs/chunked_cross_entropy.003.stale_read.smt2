; program chunked_cross_entropy, triton_kernel_wrapper_functional_proxy.loss_ptr: stale read (slice_scatter reads arg2_1 vs triton_kernel_wrapper_functional_proxy loss_ptr=slice_2, carried then sizes=(16) strides=(1) offset=0 itemsize=4 then sizes=(16) strides=(1) offset=0 itemsize=4 then sizes=(16) strides=(1) offset=0 itemsize=4 then sizes=(16) strides=(1) offset=0 itemsize=4 then sizes=(16) strides=(1) offset=0 itemsize=4)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r627_byte () Int)
(declare-fun r627_0 () Int)
(declare-fun byte () Int)
(declare-fun w628_byte () Int)
(declare-fun w628_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s629_byte () Int)
(declare-fun s629_0 () Int)
(declare-fun held_byte1 () Int)
(declare-fun carried1 () Int)
(declare-fun s630_byte () Int)
(declare-fun s630_0 () Int)
(declare-fun held_byte2 () Int)
(declare-fun carried2 () Int)
(declare-fun s631_byte () Int)
(declare-fun s631_0 () Int)
(declare-fun held_byte3 () Int)
(declare-fun carried3 () Int)
(declare-fun s632_byte () Int)
(declare-fun s632_0 () Int)
(declare-fun held_byte4 () Int)
(declare-fun carried4 () Int)
(declare-fun s633_byte () Int)
(declare-fun s633_0 () Int)
(declare-fun held_byte5 () Int)
(declare-fun carried5 () Int)
(declare-fun s634_byte () Int)
(declare-fun s634_0 () Int)
(assert
 (let (($x285 (= byte (+ (+ 0 (* 4 (+ 0 (* r627_0 1)))) r627_byte))))
 (and (and (>= r627_0 0) (< r627_0 16)) (and (>= r627_byte 0) (< r627_byte 4)) $x285)))
(assert
 (let (($x484 (= byte (+ (+ 0 (* 4 (+ 0 (* w628_0 1)))) w628_byte))))
 (and (and (>= w628_0 0) (< w628_0 4)) (and (>= w628_byte 0) (< w628_byte 4)) $x484)))
(assert
 (let (($x148 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 4) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
 (let (($x443 (or false)))
 (or $x443 (not $x148)))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (= carried0 (+ (+ 0 (* 4 (+ 0 (* r627_0 1)))) held_byte0)))
(assert
 (let (($x101 (= carried0 (+ (+ 0 (* 4 (+ 0 (* s629_0 1)))) s629_byte))))
 (and (and (>= s629_0 0) (< s629_0 16)) (and (>= s629_byte 0) (< s629_byte 4)) $x101)))
(assert
 (let (($x327 (and (>= (- (div (- carried0 0) 4) 0) 0) (< (div (- (div (- carried0 0) 4) 0) 1) 4) (= (mod (- (div (- carried0 0) 4) 0) 1) 0))))
 (let (($x443 (or false)))
 (or $x443 (not $x327)))))
(assert
 (>= held_byte1 0))
(assert
 (< held_byte1 4))
(assert
 (= carried1 (+ (+ 0 (* 4 (+ 0 (* s629_0 1)))) held_byte1)))
(assert
 (let (($x333 (= carried1 (+ (+ 0 (* 4 (+ 0 (* s630_0 1)))) s630_byte))))
 (and (and (>= s630_0 0) (< s630_0 16)) (and (>= s630_byte 0) (< s630_byte 4)) $x333)))
(assert
 (let (($x293 (and (>= (- (div (- carried1 0) 4) 4) 0) (< (div (- (div (- carried1 0) 4) 4) 1) 4) (= (mod (- (div (- carried1 0) 4) 4) 1) 0))))
 (let (($x443 (or false)))
 (or $x443 (not $x293)))))
(assert
 (>= held_byte2 0))
(assert
 (< held_byte2 4))
(assert
 (= carried2 (+ (+ 0 (* 4 (+ 0 (* s630_0 1)))) held_byte2)))
(assert
 (let (($x690 (= carried2 (+ (+ 0 (* 4 (+ 0 (* s631_0 1)))) s631_byte))))
 (and (and (>= s631_0 0) (< s631_0 16)) (and (>= s631_byte 0) (< s631_byte 4)) $x690)))
(assert
 (let (($x618 (and (>= (- (div (- carried2 0) 4) 4) 0) (< (div (- (div (- carried2 0) 4) 4) 1) 4) (= (mod (- (div (- carried2 0) 4) 4) 1) 0))))
 (let (($x443 (or false)))
 (or $x443 (not $x618)))))
(assert
 (>= held_byte3 0))
(assert
 (< held_byte3 4))
(assert
 (= carried3 (+ (+ 0 (* 4 (+ 0 (* s631_0 1)))) held_byte3)))
(assert
 (let (($x123 (= carried3 (+ (+ 0 (* 4 (+ 0 (* s632_0 1)))) s632_byte))))
 (and (and (>= s632_0 0) (< s632_0 16)) (and (>= s632_byte 0) (< s632_byte 4)) $x123)))
(assert
 (let (($x109 (and (>= (- (div (- carried3 0) 4) 8) 0) (< (div (- (div (- carried3 0) 4) 8) 1) 4) (= (mod (- (div (- carried3 0) 4) 8) 1) 0))))
 (let (($x443 (or false)))
 (or $x443 (not $x109)))))
(assert
 (>= held_byte4 0))
(assert
 (< held_byte4 4))
(assert
 (= carried4 (+ (+ 0 (* 4 (+ 0 (* s632_0 1)))) held_byte4)))
(assert
 (let (($x686 (= carried4 (+ (+ 0 (* 4 (+ 0 (* s633_0 1)))) s633_byte))))
 (and (and (>= s633_0 0) (< s633_0 16)) (and (>= s633_byte 0) (< s633_byte 4)) $x686)))
(assert
 (let (($x191 (and (>= (- (div (- carried4 0) 4) 8) 0) (< (div (- (div (- carried4 0) 4) 8) 1) 4) (= (mod (- (div (- carried4 0) 4) 8) 1) 0))))
 (let (($x443 (or false)))
 (or $x443 (not $x191)))))
(assert
 (>= held_byte5 0))
(assert
 (< held_byte5 4))
(assert
 (= carried5 (+ (+ 0 (* 4 (+ 0 (* s633_0 1)))) held_byte5)))
(assert
 (let (($x43 (= carried5 (+ (+ 0 (* 4 (+ 0 (* s634_0 1)))) s634_byte))))
 (and (and (>= s634_0 0) (< s634_0 16)) (and (>= s634_byte 0) (< s634_byte 4)) $x43)))
(assert
 (let (($x475 (and (>= (- (div (- carried5 0) 4) 12) 0) (< (div (- (div (- carried5 0) 4) 12) 1) 4) (= (mod (- (div (- carried5 0) 4) 12) 1) 0))))
(let (($x443 (or false)))
(or $x443 (not $x475)))))
(check-sat)
